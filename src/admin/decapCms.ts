/**
 * Decap CMS's standalone bundle, loaded as its own script: it carries its own React (19), so the site's React 18
 * and the editor never share a copy. What the bundle puts on `window` is declared here.
 */
import type { ComponentType } from "react";

/** What a preview template receives from the editor: the entry being edited (an Immutable.js map). */
export interface PreviewTemplateProps {
  /** The entry as the form holds it now. */
  entry: { getIn(path: string[]): { toJS(): unknown } | undefined };
  /** The address the editor shows a file of the entry at, such as a photo just picked. */
  getAsset(path: string): { toString(): string } | undefined;
}

/** The editor's own React's class factory and element factory, for components it renders itself. */
export interface EditorReact {
  createClass(spec: Record<string, unknown>): ComponentType<PreviewTemplateProps>;
  /** An element of a tag or of one of the editor's own components (a widget's control). */
  h(type: string | EditorComponent, props: Record<string, unknown>): unknown;
}

/** A component of the editor's own React (a widget's control), handed back to the editor as it is. */
export type EditorComponent = object;

/** A widget as Decap CMS keeps it: the form's control, the preview's part and the options it accepts. */
export interface EditorWidget {
  control: EditorComponent;
  preview?: EditorComponent;
  schema?: unknown;
}

/** An entry's data as Decap CMS keeps it (an Immutable.js map). */
export interface EditorData {
  toJS(): unknown;
  get(key: string): unknown;
  set(key: string, value: unknown): EditorData;
  /** The data with the value at `path` (keys and list positions) replaced. */
  setIn(path: readonly (string | number)[], value: unknown): EditorData;
}

/** The entry being saved: its file's name (`slug`), its collection's name, and its data. */
export interface EditorEntry {
  get(key: "slug" | "collection"): string;
  get(key: "data"): EditorData;
}

export interface DecapCms {
  init(options: { config: unknown }): void;
  /** The phrases of one of the editor's languages. */
  getLocale(name: string): Record<string, unknown> | undefined;
  /** Replaces one of the editor's languages. */
  registerLocale(name: string, phrases: Record<string, unknown>): void;
  registerEventListener(listener: {
    name: "preSave";
    /** Returning the entry's data (changed) saves that instead; throwing (or rejecting) stops the saving. */
    handler(event: { entry: EditorEntry }): EditorData | void | Promise<EditorData | void>;
  }): void;
  /** A widget by its name ("image", "list"...), as registered. */
  getWidget(name: string): EditorWidget | undefined;
  /** Registers a widget under `name`, in place of one of that name. */
  registerWidget(
    name: string,
    control: EditorComponent,
    preview?: EditorComponent,
    schema?: unknown,
  ): void;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): unknown; toFile(data: never): string },
  ): void;
  registerPreviewTemplate(name: string, component: ComponentType<PreviewTemplateProps>): void;
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
    createClass?: EditorReact["createClass"];
    h?: EditorReact["h"];
  }
}

/** The version of decap-cms the build copies (src/admin/vite.config.ts), which names its folder. */
export const decapVersion: string = import.meta.env.VITE_DECAP_VERSION;

/** Loads the bundle from /admin/decap-<version>/ and resolves with the editor, not yet started. */
export function loadDecapCms(): Promise<{ cms: DecapCms; editorReact: EditorReact }> {
  window.CMS_MANUAL_INIT = true;
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `${import.meta.env.BASE_URL}decap-${decapVersion}/decap-cms.js`;
    script.onload = () => {
      const { CMS, createClass, h } = window;
      if (CMS && createClass && h) resolve({ cms: CMS, editorReact: { createClass, h } });
      else reject(new Error("decap-cms.js loaded but did not start."));
    };
    script.onerror = () => reject(new Error(`Could not load ${script.src}.`));
    document.head.append(script);
  });
}
