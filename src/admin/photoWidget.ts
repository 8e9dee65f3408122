/**
 * The photo field with its current photo in sight. Decap CMS 3.16's image widget asks for the photo once, as the
 * field first draws, and gets a blank stand-in while the photo is still on its way from the repository (its
 * `Image` keeps whatever `getAsset` first returned, and nothing draws it again): the form's thumbnail of the
 * doctor's photo was always blank, though the file, the media folder and the preview were right. So the editor
 * registers its own "image" widget around Decap's: it asks for the photo too, and once the photo has come, draws
 * Decap's widget anew, which then finds it at once.
 */
import type { DecapCms, EditorReact } from "./decapCms";

/** How often, and how long, to look whether the photo has come. */
const lookEveryMs = 250;
const lookAtMost = 80;

/** What Decap hands an image widget's control, as far as this wrapper needs it. */
interface PhotoControlProps {
  value?: unknown;
  field: unknown;
  getAsset(path: string, field: unknown): unknown;
}

interface PhotoControlInstance {
  props: PhotoControlProps;
  state: { drawn: number };
  timer?: ReturnType<typeof setTimeout>;
  setState(state: { drawn: number }): void;
  watch(): void;
}

/** Registers the wrapper as the "image" widget, keeping Decap's preview and schema. */
export function registerPhotoWidget(cms: DecapCms, { createClass, h }: EditorReact): void {
  const decap = cms.getWidget("image");
  if (!decap) return;
  const Control = decap.control;
  const PhotoControl = createClass({
    getInitialState() {
      return { drawn: 0 };
    },
    componentDidMount(this: PhotoControlInstance) {
      this.watch();
    },
    componentDidUpdate(this: PhotoControlInstance, previous: PhotoControlProps) {
      if (previous.value !== this.props.value) this.watch();
    },
    componentWillUnmount(this: PhotoControlInstance) {
      clearTimeout(this.timer);
    },
    watch(this: PhotoControlInstance) {
      clearTimeout(this.timer);
      const { value, field, getAsset } = this.props;
      if (typeof value !== "string" || !value) return;
      // While the photo is on its way, Decap answers with its one blank stand-in; then with the photo.
      const first = getAsset(value, field);
      const look = (left: number) => {
        this.timer = setTimeout(() => {
          if (getAsset(value, field) !== first) this.setState({ drawn: this.state.drawn + 1 });
          else if (left > 0) look(left - 1);
        }, lookEveryMs);
      };
      look(lookAtMost);
    },
    render(this: PhotoControlInstance) {
      return h(Control, { ...this.props, key: this.state.drawn });
    },
  });
  cms.registerWidget("image", PhotoControl, decap.preview, decap.schema);
}
