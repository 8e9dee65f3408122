import type { Preview } from "@storybook/react-vite";
import { RootWrapper } from "../src/root/RootWrapper";

const preview: Preview = {
  // Every story renders inside the site's own root: theme, global style and, as they arrive, the shared providers.
  decorators: [
    (Story) => (
      <RootWrapper>
        <Story />
      </RootWrapper>
    ),
  ],
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
    // An accessibility violation fails the story's test, not just a panel warning.
    a11y: { test: "error" },
  },
};

export default preview;
