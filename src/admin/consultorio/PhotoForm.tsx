import { useEffect, useRef, useState } from "react";
import { deferredChunk } from "../../boot/deferredChunk";
import styled from "styled-components";
import { FileField } from "../../components/FileField";
import { Photo } from "../../components/Photo";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import { fieldId } from "./formProblems";
import { modelText, portraitMinimum } from "./modelText";
import type { FittedPhoto } from "./photoFit";
import { photoChange, photoPathFor, repositoryPhotoPath } from "../../practice/practiceEdits";
import { bytesOfBase64 } from "../../practice/practiceRepository";
import { base64OfBlob } from "./practiceStore";
import { isRecord, useKeptDraft } from "./keptDrafts";
import { usePublish, usePublisher } from "./publishing";
import { TaskForm } from "./TaskForm";

/** The form's name, which its fields' ids start with. */
const form = "foto";

/** What the form holds: nothing chosen, a photo being made fit, one made fit, or why the chosen one cannot be. */
export type ChosenPhoto =
  | { readonly kind: "none" }
  | { readonly kind: "fitting" }
  | {
      readonly kind: "fitted";
      readonly jpeg: Blob;
      readonly url: string;
      readonly width: number;
      readonly height: number;
    }
  | { readonly kind: "refused"; readonly problem: string };

export interface PhotoFormProps {
  /** Makes a chosen file fit (photoFit.ts, loaded when a photo is chosen); the catalogue gives its own. */
  fit?: (file: Blob, least: { width: number; height: number }) => Promise<FittedPhoto>;
}

/** The photo's chunk (pica), asked for when a photo is chosen. */
const photoFitChunk = deferredChunk(() => import("./photoFit"));

const loadFit: NonNullable<PhotoFormProps["fit"]> = async (file, least) =>
  (await photoFitChunk.load()).fitPortrait(file, least);

/** What the staff read when the photo's tools could not be loaded (a dropped connection). */
export const photoToolsMissing =
  "Não foi possível preparar a foto: confira a internet e escolha a foto de novo.";

/* Round, the size the links page shows it (src/sections/links/LinksView.tsx), so the crop is checked as patients see it. */
const Portrait = styled(Photo)`
  width: ${({ theme }) => theme.sizes.avatarLarge};
  max-width: 100%;
  aspect-ratio: 1;
  margin: ${({ theme }) => theme.space[4]} auto;
  border: ${({ theme }) => theme.sizes.photoFrame} solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.round};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** A photo file as the site's Photo takes it: one image, its size known. */
function photoData(src: string, width: number, height: number) {
  return { layout: "constrained" as const, width, height, images: { fallback: { src } } };
}

/** The photo made fit, as the tab keeps it until it is published: the JPEG in base64, and its size. */
interface KeptPhoto {
  readonly jpeg: string;
  readonly width: number;
  readonly height: number;
}

const isKeptPhoto = (value: unknown): value is KeptPhoto =>
  isRecord(value) &&
  typeof value.jpeg === "string" &&
  typeof value.width === "number" &&
  typeof value.height === "number";

/** A kept photo, ready to show and publish again. */
function keptChoice(kept: KeptPhoto | undefined): ChosenPhoto {
  if (!kept) return { kind: "none" };
  const jpeg = new Blob([bytesOfBase64(kept.jpeg)], { type: "image/jpeg" });
  return {
    kind: "fitted",
    jpeg,
    url: URL.createObjectURL(jpeg),
    width: kept.width,
    height: kept.height,
  };
}

/**
 * The doctor's photo: the one on the site now, a new one chosen from the gallery or the camera, made fit on the
 * phone (photoFit.ts) and shown before it is published; a landscape or too small photo is refused under the
 * field, and focus goes there.
 */
export function PhotoForm({ fit = loadFit }: PhotoFormProps) {
  const publisher = usePublisher();
  const photoPath = publisher.settings.photo;
  const [current, setCurrent] = useState<string | undefined>();
  // The task's address (PracticePage.tsx) names its draft: a photo made fit and not yet published.
  const draft = useKeptDraft("foto", photoPath, isKeptPhoto);
  const [chosen, setChosen] = useState<ChosenPhoto>(() => keptChoice(draft.value));
  const input = useRef<HTMLInputElement>(null);
  const { state, publish, reset, errorAt } = usePublish(form, ["photo"]);

  useEffect(() => {
    let url: string | undefined;
    let gone = false;
    void publisher.readPhoto(repositoryPhotoPath(photoPath)).then((blob) => {
      if (!blob || gone) return;
      url = URL.createObjectURL(blob);
      setCurrent(url);
    });
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [publisher, photoPath]);

  useEffect(() => {
    if (chosen.kind === "refused") input.current?.focus();
    if (chosen.kind !== "fitted") return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  const choose = async (file: File | undefined) => {
    reset();
    draft.change(undefined);
    if (!file) return setChosen({ kind: "none" });
    setChosen({ kind: "fitting" });
    let fitted: FittedPhoto;
    try {
      fitted = await fit(file, portraitMinimum());
    } catch {
      fitted = { ok: false, problem: photoToolsMissing };
    }
    setChosen(
      fitted.ok
        ? {
            kind: "fitted",
            jpeg: fitted.jpeg,
            url: URL.createObjectURL(fitted.jpeg),
            width: fitted.size.width,
            height: fitted.size.height,
          }
        : { kind: "refused", problem: fitted.problem },
    );
    if (fitted.ok)
      draft.change({
        jpeg: await base64OfBlob(fitted.jpeg),
        width: fitted.size.width,
        height: fitted.size.height,
      });
  };

  const send = async () => {
    if (chosen.kind !== "fitted") {
      if (chosen.kind === "none")
        setChosen({ kind: "refused", problem: "Escolha uma foto antes de publicar." });
      input.current?.focus();
      return;
    }
    const id = draft.id;
    const outcome = await publish(
      photoChange(),
      [
        {
          path: repositoryPhotoPath(photoPathFor(photoPath)),
          content: await base64OfBlob(chosen.jpeg),
          encoding: "base64",
        },
      ],
      id,
    );
    if (outcome?.kind === "published") {
      draft.published(id);
      setChosen({ kind: "none" });
      if (input.current) input.current.value = "";
    }
  };

  const words = modelText("photo");
  const shown = chosen.kind === "fitted" ? chosen : undefined;
  return (
    <TaskForm
      state={state}
      publishLabel="Publicar a foto nova"
      changed={photoChange().apply(publisher.settings).settings}
      onPublish={() => void send()}
      onSignIn={async () => {
        await publisher.signIn();
        await send();
      }}
      draft={{
        present: draft.value !== undefined,
        kept: draft.kept,
        older: draft.older,
        // Not draft.note(): the photo's field (a ref) is emptied too, which a function called in render may not touch.
        onDiscard: () => {
          reset();
          draft.forget();
          setChosen({ kind: "none" });
          if (input.current) input.current.value = "";
        },
      }}
      previewBeforeButton
      preview={
        shown ? (
          <Portrait image={photoData(shown.url, shown.width, shown.height)} alt="A foto nova" />
        ) : current ? (
          <Portrait image={photoData(current, 450, 600)} alt="A foto que está no site agora" />
        ) : (
          <Text>A foto que está no site aparece aqui.</Text>
        )
      }
    >
      <Stack gap={4}>
        <FileField
          ref={input}
          id={fieldId(form, "photo")}
          label="Escolher uma foto"
          hint={words.hint}
          accept="image/*"
          onChange={(event) => void choose(event.target.files?.[0])}
          error={chosen.kind === "refused" ? chosen.problem : errorAt("photo")}
        />
        <div role="status">
          {chosen.kind === "fitting" ? <Text>Preparando a foto…</Text> : null}
          {chosen.kind === "fitted" ? (
            <Text>
              Foto pronta: {chosen.width} × {chosen.height} pontos,{" "}
              {Math.max(1, Math.round(chosen.jpeg.size / 1024))} KB. Confira abaixo e publique.
            </Text>
          ) : null}
        </div>
      </Stack>
    </TaskForm>
  );
}
