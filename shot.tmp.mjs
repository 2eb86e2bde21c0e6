import { chromium } from "@playwright/test";
const [,, url, out, width = "390", scheme = "light"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 844 }, colorScheme: scheme });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: true });
const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
console.log(out, "sideways:", sideways);
await browser.close();
