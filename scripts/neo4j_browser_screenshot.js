// Screenshot of Neo4j Browser connected to a local Neo4j without auth, after running commands.
// Regenerates docs/neo4j-browser.png. Needs Chromium and playwright-core, kept out of the repo:
//
//   apt-get install -y chromium
//   mkdir -p /tmp/shot && (cd /tmp/shot && npm install playwright-core@1)
//   .venv/bin/graphrag ingest examples/demo --index /tmp/demo-neo4j --graph neo4j
//   NODE_PATH=/tmp/shot/node_modules node scripts/neo4j_browser_screenshot.js docs/neo4j-browser.png \
//     ":param name => 'INC-2024-031'" ":clear" "$(grep -v '^//' cypher/browser/entity_neighbourhood.cypher)"
//
// Browser and Bolt addresses: NEO4J_BROWSER_URL (http://127.0.0.1:7474/browser/) and
// NEO4J_URI (bolt://127.0.0.1:7687).
const { chromium } = require('playwright-core');
const fs = require('fs');
const os = require('os');
const path = require('path');

const [out, ...commands] = process.argv.slice(2);
const browserUrl = process.env.NEO4J_BROWSER_URL || 'http://127.0.0.1:7474/browser/';
const bolt = process.env.NEO4J_URI || 'bolt://127.0.0.1:7687';

(async () => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'neo4j-browser-shot-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    viewport: { width: 1400, height: 900 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
           '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await ctx.newPage();
    await page.goto(`${browserUrl}?dbms=${encodeURIComponent(bolt)}&preselectAuthMethod=NO_AUTH`,
                    { waitUntil: 'networkidle', timeout: 60000 });
    await page.getByText(/connected/i).first().waitFor({ timeout: 30000 });
    await page.waitForTimeout(1000);
    const editor = page.locator('.monaco-editor textarea').first();
    for (const command of commands) {
      await editor.click();
      await page.keyboard.type(command.replace(/\s*\n\s*/g, ' '));
      await page.keyboard.press('Control+Enter');
      await page.waitForTimeout(1500);
    }
    await page.locator('[title="Fullscreen"]').first().click().catch(() => {});
    await page.waitForTimeout(8000); // let the force layout settle
    await page.screenshot({ path: out });
  } finally {
    await ctx.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
})().catch(e => { console.error(e); process.exit(1); });
