// The label colours of the Labels… pick: a GitHub colour becomes a dot drawn in it; anything else cannot reach
// the SVG's markup.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelColour, labelIconDataUri } from '../../../src/ui/pulls/people/people-label-icons.js';

const svgOf = (uri: string): string => decodeURIComponent(uri.slice('data:image/svg+xml;utf8,'.length));

describe('Pull request labels: colour icons', () => {
  it("draws a label's dot in its own colour", () => {
    assert.equal(labelColour('D73A4A'), '#d73a4a');
    const uri = labelIconDataUri('d73a4a');
    assert.match(uri, /^data:image\/svg\+xml;utf8,/);
    assert.match(svgOf(uri), /<circle [^>]*fill="#d73a4a"/);
  });

  it('draws grey for a colour that is not six hex digits, so no markup gets in', () => {
    for (const hostile of ['"/><script>alert(1)</script>', 'red', 'fff', '']) {
      const svg = svgOf(labelIconDataUri(hostile));
      assert.match(svg, /fill="#ededed"/);
      assert.ok(!svg.includes('script') && !svg.includes('red"'));
    }
  });
});
