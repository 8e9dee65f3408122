/**
 * Every page built by Gatsby ends with the worker's registration (src/offline/workerNames.ts), which waits for
 * the page to load and the browser to be idle; not with `SERVICE_WORKER=remove`, whose pages register nothing
 * while the removal worker takes the old one away.
 */
import type { GatsbySSR } from "gatsby";
import { registrationScript } from "../../src/offline/workerNames";
import { workerMode } from "./workerMode";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setPostBodyComponents }) => {
  if (workerMode(process.env.SERVICE_WORKER) === "remove") return;
  setPostBodyComponents([
    <script key="offline-worker" dangerouslySetInnerHTML={{ __html: registrationScript }} />,
  ]);
};
