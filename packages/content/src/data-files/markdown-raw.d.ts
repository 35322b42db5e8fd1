// Vite (the site's build, Storybook, vitest) imports a file's text with `?raw`.
declare module "*.md?raw" {
  const text: string;
  export default text;
}
