import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
await p.goto("http://127.0.0.1:4173" + (process.argv[2] ?? "/team"));
await p.waitForTimeout(800);
await p.screenshot({ path: "/tmp/shot.png", fullPage: process.argv[3] === "full" });
await b.close();
