/**
 * The longest commit message the content gateway passes on (src/server/gateway/gatewayRules.ts, `checkCommit`),
 * in UTF-16 code units as JavaScript counts a string's length: the phone page keeps its messages, with the change's
 * id under them, within it.
 */
export const maxCommitMessageLength = 2000;
