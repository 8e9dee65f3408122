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
    // Gatsby's runtime (router, page data) does not exist outside a Gatsby build: stories get a stand-in with
    // the same API, so they render the real components. (Photos need none: src/components/Photo.tsx is plain
    // HTML over gatsby-plugin-image's data, which stories/fixtures/doctorPhoto.ts provides.)
    // Vite's default public folder is ./public, which here is Gatsby's built site: it would be copied over the
    // catalogue (its index.html replacing Storybook's). Storybook's own staticDirs serve ./static instead.
    viteConfig.publicDir = false;
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = [
      ...(Array.isArray(viteConfig.resolve.alias) ? viteConfig.resolve.alias : []),
      { find: /^gatsby$/, replacement: mock("gatsby.tsx") },
    ];
    return viteConfig;
  },
};

export default config;
