/**
 * What the phone page's stories share: the page's real publisher (storePublisher.ts, with the content model's own
 * checks, practiceRules.ts) over a store kept in memory, the one thing the catalogue cannot run (the gateway and
 * GitHub, or decap-server). The store answers as they do: it publishes, takes its time, refuses in their words, or
 * finds the session run out.
 */
import { useMemo, useState, type ReactNode } from "react";
import * as rules from "../../../src/admin/consultorio/practiceRules";
import type { SettingsFile } from "../../../src/practice/practiceEdits";
import { forgetAllDrafts } from "../../../src/admin/consultorio/keptDrafts";
import {
  StoreError,
  uncertainMessage,
  type PracticeStore,
} from "../../../src/admin/consultorio/practiceStore";
import type { OtherContent, Publication } from "../../../src/practice/practiceRepository";
import { publicationOn } from "../../../src/practice/publication";
import { PublisherProvider } from "../../../src/admin/consultorio/publishing";
import { storePublisher } from "../../../src/admin/consultorio/storePublisher";
import catarata from "../../../src/content/catarata.json";
import conteudos from "../../../src/content/conteudos.json";
import home from "../../../src/content/home.json";
import links from "../../../src/content/links.json";
import settingsFile from "../../../src/content/site-settings.json";
import portrait from "../../../src/images/doctor-portrait.jpg";

/** The shipped settings, as the page reads them. */
export const shippedSettings = settingsFile as SettingsFile;

/**
 * The rest of the site as shipped, as the page reads it: its examples still wait, so the patients' site does not
 * change; the photo is the drawn portrait.
 */
export const shippedOthers: OtherContent = {
  files: [
    { file: "src/content/home.json", data: home },
    { file: "src/content/catarata.json", data: catarata },
    { file: "src/content/links.json", data: links },
    { file: "src/content/conteudos.json", data: conteudos },
  ],
  drawnPortrait: "src/images/doctor-portrait.jpg",
};

/**
 * How the store in memory answers a publication: it publishes, never answers, refuses, finds the session over, or
 * publishes and loses its first reply on the way back (`losesReply`), as a phone's connection drops.
 */
export type StoreAnswer = "publishes" | "waits" | "refuses" | "sessionOver" | "losesReply";

/** The gateway's own words when GitHub is down (src/server/gateway/serveGateway.ts). */
export const githubDown =
  "O GitHub não respondeu. Nada foi publicado: tente de novo em alguns minutos.";

/** Each publication the store received, for a story to check. */
export const published: Publication[] = [];

/** Each time the page asked the store to publish, with the change's id: a story counts the taps that reached it. */
export const publishCalls: (string | undefined)[] = [];

/**
 * Before each story of the phone page: a fresh tab, with no draft another story left (drafts are kept for the tab,
 * and the stories share one), and the page's start at the address.
 */
export function freshTab() {
  forgetAllDrafts();
  if (window.location.hash)
    history.replaceState(null, "", window.location.pathname + window.location.search);
}

function memoryStore(settings: SettingsFile, answer: StoreAnswer): PracticeStore {
  let text = rules.settingsText(settings);
  let photoReplaced = false;
  // The id on the branch's head, as the gateway store reads it: a change found there is not written again.
  let head: string | undefined;
  let lostOne = false;
  return {
    kind: "gateway",
    readSettings: async () => text,
    readPhoto: async () => (await fetch(portrait)).blob(),
    readOtherContent: async (photoPath) =>
      photoReplaced
        ? { files: shippedOthers.files }
        : { ...shippedOthers, drawnPortrait: photoPath },
    async publish({ change, files, request, checks, today }) {
      publishCalls.push(request);
      if (request && request === head) return { kind: "published", settings: JSON.parse(text) };
      const made = publicationOn(change, JSON.parse(text) as SettingsFile, files, checks, today);
      if (made.kind !== "write") return made;
      const publication = made.publication;
      if (answer === "waits") return new Promise(() => {});
      if (answer === "refuses") throw new StoreError(githubDown);
      if (answer === "sessionOver")
        throw new StoreError(
          "Sua sessão terminou. Entre de novo com o seu e-mail: o que você escreveu continua aqui.",
          true,
        );
      published.push(publication);
      head = request;
      for (const file of publication.files)
        if (file.encoding === "utf-8") text = file.content;
        else photoReplaced = true;
      if (answer === "losesReply" && !lostOne) {
        lostOne = true;
        throw new StoreError(uncertainMessage, false, true);
      }
      return { kind: "published", settings: made.settings };
    },
  };
}

/**
 * A form of the phone page with the real publisher over a store in memory, in a column as the page gives it; the
 * whole page (`page`) as it is.
 */
export function PracticeStory({
  children,
  answer = "publishes",
  settings = shippedSettings,
  page = false,
}: {
  children: ReactNode;
  answer?: StoreAnswer;
  settings?: SettingsFile;
  page?: boolean;
}) {
  const [current, setCurrent] = useState(settings);
  const [others, setOthers] = useState<OtherContent>(shippedOthers);
  const store = useMemo(() => memoryStore(settings, answer), [settings, answer]);
  const publisher = useMemo(
    () =>
      storePublisher({
        store,
        settings: current,
        rules,
        loadRules: async () => rules,
        signIn: async () => {},
        others,
        onPublished: (next, read) => {
          setCurrent(next);
          if (read) setOthers(read);
        },
      }),
    [store, current, others],
  );
  return (
    <PublisherProvider value={publisher}>
      <div lang="pt-BR" style={page ? undefined : { maxWidth: "42rem", padding: "1rem" }}>
        {children}
      </div>
    </PublisherProvider>
  );
}

/** A photo drawn on a canvas, `width` × `height`, as a JPEG file a phone's gallery would give. */
export async function drawnPhoto(width: number, height: number, name = "IMG_0001.jpg") {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d")!;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, "#0c3136");
  gradient.addColorStop(1, "#d9ecea");
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((made) => resolve(made!), "image/jpeg", 0.9),
  );
  return new File([blob], name, { type: "image/jpeg" });
}

/**
 * A portrait PNG with a transparent background (a photo cut out of its background): clear pixels, and a dark
 * figure in the middle.
 */
export async function transparentPhoto(width: number, height: number, name = "recorte.png") {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#0c3136";
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((made) => resolve(made!), "image/png"),
  );
  return new File([blob], name, { type: "image/png" });
}

/** The colour of the pixel at (x, y) of an image on the page, as [red, green, blue]. */
export async function pixelOf(image: HTMLImageElement, x: number, y: number) {
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext("2d")!;
  context.drawImage(image, 0, 0);
  return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
}
