// The URL rules (src/core/http/urls.ts): loopback hosts, when a token may travel without TLS, base URL
// normalization and keys, and the GitHub REST base derived from what the user typed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import {
  basePathOf,
  baseUrlKey,
  gitHubApiUrl,
  isLoopbackHost,
  isSecureEnough,
  normalizeBaseUrl,
} from '../../../src/core/http/urls.js';

describe('urls.ts as the main bundle gets it', () => {
  it('bundles alone: nothing but node:net comes along (no undici, zod or error classes)', async () => {
    const result = await esbuild.build({
      entryPoints: ['src/core/http/urls.ts'],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      metafile: true,
      logLevel: 'silent',
    });
    assert.deepEqual(Object.keys(result.metafile.inputs), ['src/core/http/urls.ts']);
  });
});

describe('isLoopbackHost', () => {
  const cases: [hostname: string, loopback: boolean][] = [
    ['localhost', true],
    ['api.localhost', true],
    ['127.0.0.1', true],
    ['127.5.5.5', true],
    ['::1', true],
    ['[::1]', true],
    ['[0:0:0:0:0:0:0:1]', true],
    ['10.0.0.5', false],
    ['128.0.0.1', false],
    ['127.example.com', false],
    ['localhost.example.com', false],
    ['[::2]', false],
    ['qiita.com', false],
  ];
  for (const [hostname, loopback] of cases) {
    it(`${hostname} → ${loopback}`, () => assert.equal(isLoopbackHost(hostname), loopback));
  }
});

describe('isSecureEnough', () => {
  const cases: [url: string, secure: boolean][] = [
    ['https://qiita.com/api/v2', true],
    ['https://10.0.0.5/', true],
    ['http://localhost:4000/qiita', true],
    ['http://127.5.5.5:4000/', true],
    ['http://[::1]:4000/github/api/v3', true],
    ['http://10.0.0.5/', false],
    ['http://qiita.example/', false],
    ['ftp://127.0.0.1/', false],
  ];
  for (const [url, secure] of cases) {
    it(`${url} → ${secure}`, () => assert.equal(isSecureEnough(new URL(url)), secure));
  }
});

describe('normalizeBaseUrl and basePathOf', () => {
  it('drops query and fragment, keeps the path', () => {
    const url = normalizeBaseUrl('https://ghe.example.com/api/v3/?x=1#top');
    assert.equal(url.toString(), 'https://ghe.example.com/api/v3/');
    assert.equal(basePathOf(url), '/api/v3');
  });

  it('gives an empty path prefix for an origin', () => {
    assert.equal(basePathOf(normalizeBaseUrl('https://qiita.com')), '');
  });

  it('refuses a scheme other than http(s) with a TypeError', () => {
    assert.throws(() => normalizeBaseUrl('file:///etc/passwd'), {
      name: 'TypeError',
      message: /must be http\(s\): file:/,
    });
  });
});

describe('baseUrlKey', () => {
  const cases: [value: string, key: string][] = [
    ['https://qiita.com/', 'https://qiita.com'],
    ['https://qiita.com', 'https://qiita.com'],
    ['HTTPS://Qiita.COM:443/', 'https://qiita.com'],
    ['https://qiita.com/?page=2#top', 'https://qiita.com'],
    ['http://127.0.0.1:4000/teams/alpha/', 'http://127.0.0.1:4000/teams/alpha'],
    ['http://127.0.0.1:4000/teams/alpha//', 'http://127.0.0.1:4000/teams/alpha'],
    ['https://ghe.example.com/api/v3', 'https://ghe.example.com/api/v3'],
    ['http://[::1]:4000/github/api/v3/', 'http://[::1]:4000/github/api/v3'],
  ];
  for (const [value, key] of cases) {
    it(`${value} → ${key}`, () => assert.equal(baseUrlKey(value), key));
  }

  for (const value of ['ftp://qiita.com/', 'qiita.com', 'not a url', '']) {
    it(`throws a TypeError for ${JSON.stringify(value)}`, () => assert.throws(() => baseUrlKey(value), TypeError));
  }
});

describe('gitHubApiUrl', () => {
  const cases: [typed: string, apiUrl: string][] = [
    ['github.com', 'https://api.github.com'],
    ['https://github.com/', 'https://api.github.com'],
    ['www.github.com', 'https://api.github.com'],
    ['https://api.github.com', 'https://api.github.com'],
    ['ghe.example.com', 'https://ghe.example.com/api/v3'],
    ['https://ghe.example.com', 'https://ghe.example.com/api/v3'],
    ['https://ghe.example.com/api/v3/', 'https://ghe.example.com/api/v3'],
    ['http://127.0.0.1:4000/github/api/v3', 'http://127.0.0.1:4000/github/api/v3'],
  ];
  for (const [typed, apiUrl] of cases) {
    it(`${typed} → ${apiUrl}`, () => assert.equal(gitHubApiUrl(typed), apiUrl));
  }
});
