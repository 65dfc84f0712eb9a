/**
 * 3D files in the "Try this rule" panel, against the production build: an OBJ of quads made by
 * code is dropped on the TrianglesOnly page and the page's exact message appears, with the
 * three.js preview, whose code is fetched only once a 3D file is chosen; the panel with its
 * preview is axe-clean in both colour modes.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { dropFile } from './dropFile';

/** An OBJ of 80 × 64 quads: the TrianglesOnly page's failing example, "a quad-modeled FBX with 5,120 quads". */
function quadObj(): number[] {
  const [columns, rows] = [80, 64];
  const lines: string[] = ['o quad_panel'];
  for (let r = 0; r <= rows; r += 1) for (let c = 0; c <= columns; c += 1) lines.push(`v ${c / 40} 0 ${r / 40}`);
  const at = (c: number, r: number) => r * (columns + 1) + c + 1;
  for (let r = 0; r < rows; r += 1) for (let c = 0; c < columns; c += 1) lines.push(`f ${at(c, r)} ${at(c, r + 1)} ${at(c + 1, r + 1)} ${at(c + 1, r)}`);
  return Array.from(new TextEncoder().encode(`${lines.join('\n')}\n`));
}

const MESSAGE = '5120 faces have more than three corners (up to 4); the mesh must be triangulated.';


test('dropping an OBJ of quads on the TrianglesOnly page shows the page’s exact message and a preview', async ({ site, page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await site.goto('/docs/rules/Mesh/TrianglesOnly');
  await page.getByRole('button', { name: 'Try this rule' }).click();
  await expect(page.getByRole('region', { name: 'Try TrianglesOnly' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const beforeFile = scripts.length;
  await dropFile(page, 'quad_panel.obj', quadObj(), 'model/obj');
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toContainText('mesh_not_triangulated');
  await expect(page.getByTestId('verdict-message')).toHaveText(MESSAGE);
  await expect(verdict).toContainText('"nonTriangleFaceCount": 5120');
  // The page's own failing example shows the same message.
  await expect(page.locator('main').getByText(`"message": "${MESSAGE}"`)).toBeVisible();
  // The preview (three.js and the mesh readers) loads only once a 3D file is chosen.
  await expect(page.getByRole('link', { name: 'Bounding box' })).toHaveAttribute('href', '/docs/rules/Mesh/MeshSize');
  await expect(page.getByText('Triangles: 10240')).toBeVisible();
  expect(scripts.length, 'choosing a 3D file fetches the preview and reader chunks').toBeGreaterThan(beforeFile);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the panel with a 3D preview has no WCAG 2.1 AA violations in ${mode} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode });
    await page.goto('/docs/rules/Mesh/TrianglesOnly');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: 'Try this rule' }).click();
    await dropFile(page, 'quad_panel.obj', quadObj(), 'model/obj');
    await expect(page.getByTestId('verdict-message')).toHaveText(MESSAGE);
    await expect(page.getByText('Triangles: 10240')).toBeVisible();
    // The panel only: the rest of the page is audited by a11y.spec.ts.
    const results = await new AxeBuilder({ page }).include('section[aria-label="Try TrianglesOnly"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}
