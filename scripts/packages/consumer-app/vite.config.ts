import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// A plain Vite + React app: no vanilla-extract plugin, no aliases, nothing that knows the monorepo.
export default defineConfig({ plugins: [react()] });
