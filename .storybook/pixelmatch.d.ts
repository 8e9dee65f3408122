/** pixelmatch 5 ships no types: the one call the pictures' comparison makes (.storybook/test-runner.ts). */
declare module "pixelmatch" {
  export default function pixelmatch(
    image1: Uint8Array,
    image2: Uint8Array,
    output: Uint8Array | null,
    width: number,
    height: number,
    options?: { threshold?: number },
  ): number;
}
