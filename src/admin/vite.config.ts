/**
 * The web editor's own build: `npm run build` writes it to public/admin/ after Gatsby's build, and `npm run cms`
 * serves it at http://localhost:8001/admin/ while editing. Decap CMS's standalone bundle (with its own React) is
 * copied beside it into a folder named after its version, so the immutable cache rule for *.js holds.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { cp, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import {
  guidePictureFile,
  guidePicturePaths,
  pngSize,
  staffGuidePage,
  type GuidePictures,
} from "./staffGuide";
import { inDoctorForm } from "../content/doctorWording";

const require = createRequire(import.meta.url);
const decapDist = dirname(require.resolve("decap-cms/dist/decap-cms.js"));
const decapVersion: string = require("decap-cms/package.json").version;
const decapFolder = `decap-${decapVersion}`;
const siteRoot = resolve(__dirname, "../..");
const staffGuideSource = resolve(siteRoot, "docs/guia-da-equipe.md");
const staffGuideTemplate = resolve(__dirname, "ajuda/index.html");
const siteSettings = resolve(siteRoot, "src/content/site-settings.json");

/** The guide's Markdown as the staff read it: "o médico" is "a médica" where the settings say so ("Tratamento"). */
function staffGuideMarkdown(): string {
  const { doctorForm } = JSON.parse(readFileSync(siteSettings, "utf8")) as { doctorForm?: string };
  return inDoctorForm(readFileSync(staffGuideSource, "utf8"), doctorForm);
}

/** The standalone bundle's files the editor loads: the script, its chunks and its WebAssembly, no source maps. */
const isDecapFile = (name: string) => /(^|\.)decap-cms\.js$|\.wasm$|LICENSE/.test(name);

/** Serves the bundle while editing, and copies it into the build. */
function decapBundle(): Plugin {
  let outDir = "";
  return {
    name: "decap-bundle",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    configureServer(server) {
      server.middlewares.use(`/admin/${decapFolder}/`, async (request, response, next) => {
        const name = (request.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "";
        if (!isDecapFile(name)) return next();
        response.setHeader(
          "Content-Type",
          name.endsWith(".wasm") ? "application/wasm" : "text/javascript",
        );
        const { createReadStream } = await import("node:fs");
        createReadStream(join(decapDist, name)).on("error", next).pipe(response);
      });
    },
    async writeBundle() {
      const names = (await readdir(decapDist)).filter(isDecapFile);
      await Promise.all(
        names.map((name) => cp(join(decapDist, name), join(outDir, decapFolder, name))),
      );
    },
  };
}

/** The guide's pictures (docs/guia/*.png, as its Markdown names them): their bytes and where they are published. */
function guidePictures(markdown: string) {
  return guidePicturePaths(markdown).map((path) => {
    const bytes = readFileSync(resolve(siteRoot, "docs", path));
    const fileName = guidePictureFile(path, createHash("sha256").update(bytes).digest("hex"));
    return { path, bytes, fileName, ...pngSize(bytes, path) };
  });
}

/**
 * Fills the staff's guide's page (/admin/ajuda/) with docs/guia-da-equipe.md, in the build and while editing, and
 * publishes its pictures beside it.
 */
function staffGuideFromDocs(): Plugin {
  let pictures: ReturnType<typeof guidePictures> = [];
  const shown = (): GuidePictures =>
    new Map(
      pictures.map(({ path, fileName, width, height }) => [
        path,
        { src: `/admin/${fileName}`, width, height, sources: [] },
      ]),
    );
  return {
    name: "staff-guide",
    configureServer(server) {
      server.watcher.add(staffGuideSource);
      server.watcher.on("change", (file) => {
        if (resolve(file) === staffGuideSource) server.ws.send({ type: "full-reload" });
      });
      server.middlewares.use("/admin/ajuda/", (request, response, next) => {
        const name = `ajuda/${(request.url ?? "").split("?")[0]?.replace(/^\//, "") ?? ""}`;
        const picture = pictures.find(({ fileName }) => fileName === name);
        if (!picture) return next();
        response.setHeader("Content-Type", "image/png");
        response.end(picture.bytes);
      });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { filename }) {
        if (resolve(filename) !== staffGuideTemplate) return html;
        const markdown = staffGuideMarkdown();
        pictures = guidePictures(markdown);
        return staffGuidePage(html, markdown, shown());
      },
    },
    generateBundle() {
      for (const { fileName, bytes } of guidePictures(readFileSync(staffGuideSource, "utf8")))
        this.emitFile({ type: "asset", fileName, source: bytes });
    },
  };
}

export default defineConfig({
  root: __dirname,
  base: "/admin/",
  publicDir: false,
  envDir: siteRoot,
  define: {
    "import.meta.env.VITE_DECAP_VERSION": JSON.stringify(decapVersion),
    // Netlify sets NETLIFY=true in its builds; there the editor logs in through Netlify's own provider.
    "import.meta.env.VITE_BUILT_ON_NETLIFY": JSON.stringify(String(process.env.NETLIFY === "true")),
  },
  esbuild: { jsx: "automatic" },
  build: {
    outDir: resolve(siteRoot, "public/admin"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    // The editor, the practice's results (/admin/resultados/), the phone page (/admin/consultorio/), the staff's
    // guide (/admin/ajuda/), and the page for addresses under /admin/ that have no file.
    rollupOptions: {
      input: [
        resolve(__dirname, "index.html"),
        resolve(__dirname, "resultados/index.html"),
        resolve(__dirname, "consultorio/index.html"),
        staffGuideTemplate,
        resolve(__dirname, "404.html"),
      ],
    },
  },
  server: { port: 8001, strictPort: true, fs: { allow: [siteRoot] } },
  plugins: [decapBundle(), staffGuideFromDocs()],
});
