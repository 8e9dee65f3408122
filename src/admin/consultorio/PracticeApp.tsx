import { useCallback, useEffect, useMemo, useState } from "react";
import styled from "styled-components";
import { deferredChunk } from "../../boot/deferredChunk";
import { Button } from "../../components/Button";
import { Heading } from "../../components/Heading";
import { Notice } from "../../components/Notice";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import { signInThroughWindow } from "../sessionRenewal";
import { accessLogoutPath, fetchIdentity } from "../staffBar";
import { fullEditorHref, guideHref, PracticePage } from "./PracticePage";
import { repositoryPhotoPath, type SettingsFile } from "../../practice/practiceEdits";
import {
  gatewayStore,
  isLocalBackendUp,
  localStore,
  signInUrl,
  StoreError,
  type PracticeStore,
} from "./practiceStore";
import type { OtherContent } from "../../practice/practiceRepository";
import { PublisherProvider, type Publisher } from "./publishing";
import { storePublisher, type Rules } from "./storePublisher";
import { forgetSession, keepSession, storedSession } from "./staffSession";

/** The rules' chunk (Ajv and the content model's checks), asked for once the first screen is there. */
const rulesChunk = deferredChunk<Rules>(() => import("./practiceRules"));
const loadRules = () => rulesChunk.load();

export interface PracticeAppProps {
  /** The page's origin, where the gateway and the sign-in are. */
  origin: string;
  /** The page's host name: on the staff member's own machine, the local backend is looked for. */
  hostname: string;
  /** The repository and branch the gateway publishes to. */
  repo: string;
  branch: string;
}

type Phase =
  | { readonly kind: "starting" }
  | { readonly kind: "signedOut"; readonly problem?: string }
  | { readonly kind: "ready"; readonly settings: SettingsFile }
  | { readonly kind: "failed"; readonly message: string };

const Centre = styled.main`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]}`};

  ${({ theme }) => theme.media.xs} {
    padding-inline: ${({ theme }) => theme.space[4]};
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The page's ways to the full editor and the guide, where it cannot show the practice's details. */
function ElsewhereLinks() {
  return (
    <Links>
      <Button variant="ghost" href={fullEditorHref}>
        Abrir o editor completo
      </Button>
      <Button variant="ghost" href={guideHref} target="_blank" rel="noopener">
        Ajuda (abre em nova aba)
      </Button>
    </Links>
  );
}

/**
 * The phone page's start: which backend (the local one on the staff member's own machine, else the gateway), the
 * sign-in where there is one, the practice's details read, then the page; and the port its forms publish through.
 */
export function PracticeApp({ origin, hostname, repo, branch }: PracticeAppProps) {
  const [store, setStore] = useState<PracticeStore | undefined>();
  const [phase, setPhase] = useState<Phase>({ kind: "starting" });
  const [rules, setRules] = useState<Rules | undefined>();
  const [others, setOthers] = useState<OtherContent | undefined>();
  const [email, setEmail] = useState<string | undefined>();
  const [signingIn, setSigningIn] = useState(false);

  const load = useCallback(async (from: PracticeStore) => {
    try {
      const settings = JSON.parse(await from.readSettings()) as SettingsFile;
      setPhase({ kind: "ready", settings });
    } catch (error) {
      if (error instanceof StoreError && error.signIn)
        setPhase({ kind: "signedOut", problem: storedSession() ? error.message : undefined });
      else
        setPhase({
          kind: "failed",
          message:
            error instanceof StoreError
              ? error.message
              : "Os dados do consultório não puderam ser lidos. Recarregue a página.",
        });
    }
  }, []);

  useEffect(() => {
    void (async () => {
      const local = await isLocalBackendUp(hostname);
      const chosen = local
        ? localStore(branch)
        : gatewayStore({ origin, session: { token: () => storedSession() } });
      setStore(chosen);
      if (!local) void fetchIdentity().then((identity) => setEmail(identity?.email));
      if (!local && !storedSession()) setPhase({ kind: "signedOut" });
      else await load(chosen);
    })();
  }, [origin, hostname, repo, branch, load]);

  const ready = phase.kind === "ready";
  const photoPath = phase.kind === "ready" ? repositoryPhotoPath(phase.settings.photo) : undefined;
  useEffect(() => {
    if (ready) void loadRules().then(setRules, () => undefined);
  }, [ready]);
  // The rest of the site, for what it still waits for: read once the page is up (a publication reads it again).
  useEffect(() => {
    if (store && photoPath && !others)
      void store.readOtherContent(photoPath).then(setOthers, () => undefined);
  }, [store, photoPath, others]);

  const signIn = useCallback(async () => {
    keepSession(await signInThroughWindow(signInUrl(origin)));
  }, [origin]);

  const settings = phase.kind === "ready" ? phase.settings : undefined;
  const publisher = useMemo<Publisher | undefined>(
    () =>
      store && settings
        ? storePublisher({
            store,
            settings,
            rules,
            loadRules,
            signIn,
            others,
            onPublished: (next, read) => {
              setPhase({ kind: "ready", settings: next });
              if (read) setOthers(read);
            },
          })
        : undefined,
    [store, settings, rules, signIn, others],
  );

  if (publisher)
    return (
      <PublisherProvider value={publisher}>
        <PracticePage
          email={email}
          onSignOut={
            store?.kind === "gateway"
              ? () => {
                  forgetSession();
                  window.location.assign(accessLogoutPath);
                }
              : undefined
          }
        />
      </PublisherProvider>
    );

  return (
    <Centre>
      <Stack gap={5}>
        <Heading level={1}>Dados do consultório</Heading>
        {phase.kind === "signedOut" ? (
          <>
            <Text>
              Entre com o seu e-mail da equipe para mudar os horários, os feriados, os convênios, o
              contato e a foto do site.
            </Text>
            <Button
              size="lg"
              aria-busy={signingIn || undefined}
              onClick={() => {
                if (!store || signingIn) return;
                setSigningIn(true);
                signIn()
                  .then(() => load(store))
                  .catch((error: Error) => setPhase({ kind: "signedOut", problem: error.message }))
                  .finally(() => setSigningIn(false));
              }}
            >
              Entrar com o seu e-mail
            </Button>
          </>
        ) : null}
        <div role="status">
          {phase.kind === "starting" ? <Text>Carregando os dados do consultório…</Text> : null}
        </div>
        <div role="alert">
          {phase.kind === "failed" || (phase.kind === "signedOut" && phase.problem) ? (
            <Notice
              tone="danger"
              title={phase.kind === "failed" ? "Não foi possível abrir" : "Entre de novo"}
              description={phase.kind === "failed" ? phase.message : (phase.problem ?? "")}
            />
          ) : null}
        </div>
        <ElsewhereLinks />
      </Stack>
    </Centre>
  );
}
