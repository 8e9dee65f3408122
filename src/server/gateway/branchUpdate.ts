/**
 * A publication's last step, the branch update (`PATCH git/refs/heads/<branch>`), and GitHub's view of the commit
 * before the branch moves. The gateway has already found the commit among those it made for this person
 * (./gatewayCommits.ts); here GitHub must also say it is authored with their e-mail and sits on the head, that its
 * whole change, as GitHub's compare computes it, touches only files the editor may write, and that each changed path
 * is a plain file in the commit's own tree (./gatewayRules.ts). So a publication is one commit of plain content
 * files, made here, or nothing.
 */
import { notMadeHere } from "./gatewayCommits";
import type { GitHub } from "./gatewayGitHub";
import {
  changedKindsRefusal,
  refUpdateRefusal,
  refusals,
  type ChangedEntry,
  type GatewayTarget,
  type ListedEntry,
} from "./gatewayRules";

/** The branch update's outcome: a refusal (nothing moved), or GitHub's answer to the update. */
export type BranchUpdate =
  | { readonly refusal: { readonly status: 403 | 409; readonly message: string } }
  | { readonly response: Response };

/** Moves the target's branch to commit `sha` (never forced) for the staff member of `email`, if every check passes. */
export async function updateBranch(
  github: GitHub,
  target: GatewayTarget,
  sha: string,
  email: string,
): Promise<BranchUpdate> {
  const repository = github.repository;
  const head = await github.head();
  const commit = (await github.json(`${repository}/git/commits/${sha}`)) as {
    parents?: { sha?: unknown }[];
    author?: { email?: unknown };
  };
  if (commit.author?.email !== email) return { refusal: { status: 403, message: notMadeHere } };
  const compare = (await github.json(`${repository}/compare/${head.commit}...${sha}`)) as {
    files?: { filename: string; previous_filename?: string; status?: string }[];
  };
  const files = Array.isArray(compare.files) ? compare.files : [];
  const refusal = refUpdateRefusal(
    {
      parents: (commit.parents ?? []).map((parent) => String(parent.sha)),
      files,
      complete: Array.isArray(compare.files) && files.length < 300,
    },
    head,
  );
  if (refusal) return { refusal };
  // What each changed path is in the new commit's own tree: a plain file, or nothing (a deletion).
  const folders = [...new Set(files.map(({ filename }) => filename.replace(/\/[^/]*$/, "")))];
  const listed = new Map<string, ListedEntry>();
  for (const folder of folders)
    for (const entry of await github.listing(sha, folder, false)) listed.set(entry.path, entry);
  const changed: ChangedEntry[] = files.map(({ filename, status }) => ({
    path: filename,
    status,
    entry: listed.get(filename),
  }));
  const kinds = changedKindsRefusal(changed);
  if (kinds) return { refusal: kinds };
  const response = await github.send("PATCH", `${repository}/git/refs/heads/${target.branch}`, {
    sha,
    force: false,
  });
  // GitHub refuses an update that is not a fast-forward: someone published in between.
  if (response.status === 422 || response.status === 409)
    return { refusal: { status: 409, message: refusals.notOnHead } };
  return { response };
}
