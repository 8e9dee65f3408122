import type { Meta, StoryObj } from "@storybook/react-vite";
import { forwardRef } from "react";
import { expect } from "storybook/test";
import {
  InternalLink,
  LinkComponentProvider,
  type LinkComponentType,
} from "../../src/components/LinkComponent";

const meta = {
  title: "Components/InternalLink",
  component: InternalLink,
  tags: ["autodocs"],
  args: { to: "/catarata/", children: "Conheça a cirurgia de catarata" },
  parameters: { layout: "padded" },
} satisfies Meta<typeof InternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to a page of the site, named by its words; here, as outside Gatsby, a plain anchor to the path. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Conheça a cirurgia de catarata" });
    await expect(link).toHaveAttribute("href", "/catarata/");
  },
};

/** A router's link, the way the site hands in Gatsby's Link: the component in use comes from the provider. */
const RouterLink: LinkComponentType = forwardRef(function RouterLink(
  { to, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={to} data-router="sim" {...rest}>
      {children}
    </a>
  );
});

export const ThroughTheRouter: Story = {
  render: (args) => (
    <LinkComponentProvider component={RouterLink}>
      <InternalLink {...args} />
    </LinkComponentProvider>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Conheça a cirurgia de catarata" });
    await expect(link).toHaveAttribute("href", "/catarata/");
    await expect(link).toHaveAttribute("data-router", "sim");
  },
};
