/**
 * Cloudflare Pages Function at /api/github/*: the content gateway Decap CMS's GitHub backend talks to instead of
 * api.github.com (src/server/gateway/serveGateway.ts says what passes and how). It holds the only GitHub credential.
 */
import { serveGateway, type GatewayEnv } from "../../../src/server/gateway/serveGateway";

export function onRequest({ request, env }: { request: Request; env: GatewayEnv }) {
  return serveGateway(request, env);
}
