// Vite turns an imported image into its URL.
declare module "*.jpg" {
  const url: string;
  export default url;
}
