/**
 * Stands in, in the browser bundle, for the browser side of Gatsby's built-in Partytown plugin (../moduleSwaps.ts swaps
 * it in). That side's one hook does something only under `gatsby develop`, yet it imports `gatsby-script` and
 * Partytown's integration, so every page's first-load JavaScript carried them for nothing: about 2 KB of gzip. No
 * page here loads a script off the main thread; one that did would still get Partytown's snippet from the server
 * side, which stays.
 */
export {};
