import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";

const mock = (file: string) => fileURLToPath(new URL(`./mocks/${file}`, import.meta.url));

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["../static"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Gatsby's runtime (router, page data, image loader) does not exist outside a Gatsby build: stories get
    // stand-ins with the same API, so they render the real components.
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = [
      ...(Array.isArray(viteConfig.resolve.alias) ? viteConfig.resolve.alias : []),
      { find: /^gatsby$/, replacement: mock("gatsby.tsx") },
      { find: /^gatsby-plugin-image$/, replacement: mock("gatsby-plugin-image.tsx") },
    ];
    return viteConfig;
  },
};

export default config;
