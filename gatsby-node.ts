import type { GatsbyNode } from "gatsby";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = () => {
  // Content types are declared here as the content files arrive.
};
