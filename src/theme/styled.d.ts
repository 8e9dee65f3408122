import "styled-components";
import type { Theme } from "./theme";

declare module "styled-components" {
  // Merges the token types into every `({ theme }) => ...` so a misspelt token is a type error.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
