// What the Marketplace and the walkthrough read from package.json: the icon (a 128×128 PNG), the links, and a
// walkthrough VS Code can register. The workbench drops a whole walkthrough whose step image lacks a variant it
// reads (light, dark, hc, hcLight) or whose media is missing, and shows no error to the user
// (https://code.visualstudio.com/api/references/contribution-points#contributes.walkthroughs).
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

interface Step {
  id: string;
  title: string;
  description: string;
  completionEvents?: string[];
  media: { image?: Record<string, string>; altText?: string };
}
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  icon?: string;
  repository?: { url?: string };
  bugs?: { url?: string };
  homepage?: string;
  galleryBanner?: { color?: string; theme?: string };
  contributes: {
    walkthroughs?: Array<{ id: string; title: string; description: string; steps: Step[] }>;
    commands: Array<{ command: string }>;
  };
};
const nls = JSON.parse(readFileSync('package.nls.json', 'utf8')) as Record<string, string>;
const nlsJa = JSON.parse(readFileSync('package.nls.ja.json', 'utf8')) as Record<string, string>;

/** A `%key%` string resolved in both languages. */
const localized = (text: string | undefined) => {
  const key = /^%(.+)%$/.exec(text ?? '')?.[1];
  return key !== undefined && Boolean(nls[key]) && Boolean(nlsJa[key]);
};

describe('the Marketplace listing', () => {
  it('has a 128×128 PNG icon, a banner and links', () => {
    const png = readFileSync(manifest.icon ?? '');
    assert.equal(png.subarray(1, 4).toString('ascii'), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [128, 128], 'IHDR width and height');
    assert.match(manifest.galleryBanner?.color ?? '', /^#[0-9a-f]{6}$/i);
    for (const url of [manifest.repository?.url, manifest.bugs?.url, manifest.homepage])
      assert.match(url ?? '', /^https:\/\//);
  });
});

describe('the walkthrough', () => {
  const [walkthrough] = manifest.contributes.walkthroughs ?? [];

  it('is titled and described in English and Japanese', () => {
    assert.ok(walkthrough, 'a walkthrough is contributed');
    assert.ok(localized(walkthrough.title) && localized(walkthrough.description));
  });

  it('gives every step localized text, an event to complete on, and an image in every theme that exists', () => {
    const commands = new Set(manifest.contributes.commands.map((command) => command.command));
    for (const step of walkthrough?.steps ?? []) {
      assert.ok(
        localized(step.title) && localized(step.description) && localized(step.media.altText),
        `${step.id}: text in both languages`,
      );
      assert.ok((step.completionEvents ?? []).length > 0, `${step.id}: completes on an event`);
      for (const event of step.completionEvents ?? []) {
        const [kind, name = ''] = event.split(':');
        if (kind === 'onCommand') assert.ok(commands.has(name), `${step.id}: ${name} is a contributed command`);
        else assert.equal(kind, 'onContext', `${step.id}: ${event}`);
      }
      const image = step.media.image ?? {};
      assert.deepEqual(
        Object.keys(image).sort(),
        ['dark', 'hc', 'hcLight', 'light'],
        `${step.id}: every variant the workbench reads`,
      );
      for (const path of Object.values(image)) assert.ok(existsSync(path), `${step.id}: ${path} exists`);
    }
  });
});
