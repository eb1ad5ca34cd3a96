// The preview's math: which elements hold TeX, and where TeX delimiters in text are formulas (math.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mathInText, mathSource } from '../../../src/ui/preview/webview/math';

describe('preview: math sources', () => {
  it('a div holds display math between $$, with or without them (a ```math fence)', () => {
    assert.deepEqual(mathSource('DIV', '$$\ne^{i\\pi} + 1 = 0\n$$'), { tex: 'e^{i\\pi} + 1 = 0', display: true });
    assert.deepEqual(mathSource('div', '\n x^2 \n'), { tex: 'x^2', display: true });
  });

  it('a span holds inline math between single dollars; anything else is left alone', () => {
    assert.deepEqual(mathSource('SPAN', '$a^2 + b^2$'), { tex: 'a^2 + b^2', display: false });
    assert.equal(mathSource('span', 'a^2'), undefined);
    assert.equal(mathSource('span', '$$x$$'), undefined);
    assert.equal(mathSource('p', '$x$'), undefined);
  });
});

describe('preview: TeX delimiters in text (as Qiita and GitHub leave them)', () => {
  it('$$…$$ across lines is display math; $…$ is inline', () => {
    assert.deepEqual(mathInText('$$\ne^{i\\pi} + 1 = 0\n$$'), [{ tex: 'e^{i\\pi} + 1 = 0', display: true }]);
    assert.deepEqual(mathInText('Area $a_1 * b_2$ here.'), ['Area ', { tex: 'a_1 * b_2', display: false }, ' here.']);
  });

  it('prices, escaped dollars, spaced dollars and empty pairs stay text', () => {
    assert.equal(mathInText('It costs $5 or $10.'), undefined);
    assert.equal(mathInText('Not $ x $ and \\$y$ and $$ $$.'), undefined);
    assert.equal(mathInText('no dollars'), undefined);
    assert.deepEqual(mathInText('Euler: $\\sum 1/n^2$ and a price of $5.'), [
      'Euler: ',
      { tex: '\\sum 1/n^2', display: false },
      ' and a price of $5.',
    ]);
  });

  it('an inline formula stays on one line', () => {
    assert.equal(mathInText('$a\nb$'), undefined);
  });
});
