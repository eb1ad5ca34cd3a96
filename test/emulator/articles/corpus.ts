// Word material for the seeded articles: topics (a tag, a code language, concepts in English and Japanese),
// short code samples, and sentences. Combined by data.ts into titles and Markdown bodies.

export interface Topic {
  tag: string;
  versions: string[];
  language: string;
  filename: string;
  concepts: Array<[english: string, japanese: string]>;
  code: string;
}

export const topics: Topic[] = [
  {
    tag: 'TypeScript',
    versions: ['5.4', '5.6'],
    language: 'ts',
    filename: 'guard.ts',
    concepts: [
      ['type guards', '型ガード'],
      ['generics', 'ジェネリクス'],
      ['discriminated unions', '判別可能なユニオン型'],
      ['the satisfies operator', 'satisfies演算子'],
    ],
    code: "type Shape = { kind: 'circle'; r: number } | { kind: 'square'; side: number };\n\nexport function area(shape: Shape): number {\n  switch (shape.kind) {\n    case 'circle':\n      return Math.PI * shape.r ** 2;\n    case 'square':\n      return shape.side ** 2;\n  }\n}",
  },
  {
    tag: 'JavaScript',
    versions: ['ES2023'],
    language: 'js',
    filename: 'debounce.js',
    concepts: [
      ['closures', 'クロージャ'],
      ['async iterators', '非同期イテレータ'],
      ['the event loop', 'イベントループ'],
      ['Array methods', '配列メソッド'],
    ],
    code: 'export function debounce(fn, wait = 200) {\n  let timer;\n  return (...args) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), wait);\n  };\n}',
  },
  {
    tag: 'Python',
    versions: ['3.12'],
    language: 'python',
    filename: 'main.py',
    concepts: [
      ['dataclasses', 'dataclass'],
      ['type hints', '型ヒント'],
      ['asyncio', 'asyncio'],
      ['context managers', 'コンテキストマネージャ'],
    ],
    code: 'from dataclasses import dataclass\n\n\n@dataclass(frozen=True)\nclass Point:\n    x: float\n    y: float\n\n    def norm(self) -> float:\n        return (self.x ** 2 + self.y ** 2) ** 0.5\n\n\nprint(Point(3, 4).norm())  # 5.0',
  },
  {
    tag: 'Rust',
    versions: ['1.80'],
    language: 'rust',
    filename: 'src/main.rs',
    concepts: [
      ['ownership', '所有権'],
      ['lifetimes', 'ライフタイム'],
      ['error handling with Result', 'Resultによるエラー処理'],
      ['traits', 'トレイト'],
    ],
    code: 'use std::collections::HashMap;\n\nfn word_count(text: &str) -> HashMap<&str, usize> {\n    let mut counts = HashMap::new();\n    for word in text.split_whitespace() {\n        *counts.entry(word).or_insert(0) += 1;\n    }\n    counts\n}\n\nfn main() {\n    println!("{:?}", word_count("a b a"));\n}',
  },
  {
    tag: 'Go',
    versions: ['1.22'],
    language: 'go',
    filename: 'main.go',
    concepts: [
      ['goroutines', 'ゴルーチン'],
      ['contexts', 'context'],
      ['interfaces', 'インターフェース'],
      ['generics', 'ジェネリクス'],
    ],
    code: 'package main\n\nimport (\n\t"fmt"\n\t"sync"\n)\n\nfunc main() {\n\tvar wg sync.WaitGroup\n\tfor i := 0; i < 3; i++ {\n\t\twg.Add(1)\n\t\tgo func(n int) {\n\t\t\tdefer wg.Done()\n\t\t\tfmt.Println("worker", n)\n\t\t}(i)\n\t}\n\twg.Wait()\n}',
  },
  {
    tag: 'Docker',
    versions: ['26'],
    language: 'dockerfile',
    filename: 'Dockerfile',
    concepts: [
      ['multi-stage builds', 'マルチステージビルド'],
      ['layer caching', 'レイヤーキャッシュ'],
      ['compose files', 'compose.yaml'],
      ['small images', 'イメージの軽量化'],
    ],
    code: 'FROM node:20-slim AS build\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci\nCOPY . .\nRUN npm run build\n\nFROM gcr.io/distroless/nodejs20\nCOPY --from=build /app/dist /app\nCMD ["/app/server.js"]',
  },
  {
    tag: 'Kubernetes',
    versions: ['1.30'],
    language: 'yaml',
    filename: 'deployment.yaml',
    concepts: [
      ['readiness probes', 'Readiness Probe'],
      ['resource limits', 'リソース制限'],
      ['rolling updates', 'ローリングアップデート'],
      ['ConfigMaps', 'ConfigMap'],
    ],
    code: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n        - name: web\n          image: example/web:1.0.0\n          readinessProbe:\n            httpGet:\n              path: /healthz\n              port: 8080',
  },
  {
    tag: 'Git',
    versions: [],
    language: 'bash',
    filename: '',
    concepts: [
      ['interactive rebase', 'インタラクティブリベース'],
      ['worktrees', 'worktree'],
      ['bisect', 'bisect'],
      ['commit signing', 'コミット署名'],
    ],
    code: '# find the commit that broke the tests\ngit bisect start\ngit bisect bad HEAD\ngit bisect good v1.2.0\ngit bisect run npm test\ngit bisect reset',
  },
  {
    tag: 'VSCode',
    versions: ['1.100'],
    language: 'json',
    filename: '.vscode/settings.json',
    concepts: [
      ['workspace settings', 'ワークスペース設定'],
      ['tasks', 'タスク'],
      ['extension development', '拡張機能開発'],
      ['debug configurations', 'デバッグ構成'],
    ],
    code: '{\n  "editor.formatOnSave": true,\n  "editor.rulers": [120],\n  "files.trimTrailingWhitespace": true,\n  "typescript.tsdk": "node_modules/typescript/lib"\n}',
  },
  {
    tag: 'React',
    versions: ['18', '19'],
    language: 'tsx',
    filename: 'Counter.tsx',
    concepts: [
      ['hooks', 'フック'],
      ['Suspense', 'Suspense'],
      ['memoization', 'メモ化'],
      ['server components', 'サーバーコンポーネント'],
    ],
    code: "import { useState } from 'react';\n\nexport function Counter() {\n  const [count, setCount] = useState(0);\n  return <button onClick={() => setCount((n) => n + 1)}>clicked {count} times</button>;\n}",
  },
  {
    tag: 'Node.js',
    versions: ['20', '22'],
    language: 'js',
    filename: 'server.mjs',
    concepts: [
      ['streams', 'ストリーム'],
      ['the test runner', 'テストランナー'],
      ['worker threads', 'ワーカースレッド'],
      ['ES modules', 'ESモジュール'],
    ],
    code: "import { createServer } from 'node:http';\n\ncreateServer((request, response) => {\n  response.writeHead(200, { 'Content-Type': 'application/json' });\n  response.end(JSON.stringify({ path: request.url }));\n}).listen(8080);",
  },
  {
    tag: 'SQL',
    versions: [],
    language: 'sql',
    filename: 'report.sql',
    concepts: [
      ['window functions', 'ウィンドウ関数'],
      ['CTEs', 'WITH句'],
      ['indexes', 'インデックス'],
      ['execution plans', '実行計画'],
    ],
    code: "WITH monthly AS (\n  SELECT user_id, date_trunc('month', created_at) AS month, count(*) AS posts\n  FROM items\n  GROUP BY 1, 2\n)\nSELECT user_id, month, posts,\n       rank() OVER (PARTITION BY month ORDER BY posts DESC) AS rank\nFROM monthly;",
  },
  {
    tag: 'PostgreSQL',
    versions: ['16'],
    language: 'sql',
    filename: '',
    concepts: [
      ['JSONB', 'JSONB'],
      ['partial indexes', '部分インデックス'],
      ['VACUUM', 'VACUUM'],
      ['row level security', '行レベルセキュリティ'],
    ],
    code: "CREATE INDEX CONCURRENTLY items_published_idx\n  ON items (published_at DESC)\n  WHERE state = 'published';",
  },
  {
    tag: 'Linux',
    versions: [],
    language: 'bash',
    filename: '',
    concepts: [
      ['systemd units', 'systemdのユニット'],
      ['shell pipelines', 'パイプライン'],
      ['file permissions', 'パーミッション'],
      ['journalctl', 'journalctl'],
    ],
    code: '# the ten biggest directories below the current one\ndu -h --max-depth=1 . 2>/dev/null | sort -hr | head -n 10',
  },
  {
    tag: 'AWS',
    versions: [],
    language: 'bash',
    filename: '',
    concepts: [
      ['IAM policies', 'IAMポリシー'],
      ['Lambda cold starts', 'Lambdaのコールドスタート'],
      ['S3 lifecycle rules', 'S3ライフサイクル'],
      ['CloudWatch alarms', 'CloudWatchアラーム'],
    ],
    code: 'aws s3api put-bucket-lifecycle-configuration \\\n  --bucket my-logs \\\n  --lifecycle-configuration file://lifecycle.json',
  },
  {
    tag: 'GitHubActions',
    versions: [],
    language: 'yaml',
    filename: '.github/workflows/ci.yml',
    concepts: [
      ['matrix builds', 'マトリックスビルド'],
      ['caching', 'キャッシュ'],
      ['reusable workflows', '再利用可能なワークフロー'],
      ['OIDC deployments', 'OIDCでのデプロイ'],
    ],
    code: 'name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        node: [20, 22]\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with:\n          node-version: ${{ matrix.node }}\n      - run: npm ci && npm test',
  },
  {
    tag: 'GraphQL',
    versions: [],
    language: 'graphql',
    filename: 'query.graphql',
    concepts: [
      ['pagination with connections', 'コネクションによるページング'],
      ['fragments', 'フラグメント'],
      ['schema design', 'スキーマ設計'],
      ['N+1 queries', 'N+1問題'],
    ],
    code: 'query RecentPullRequests($owner: String!, $name: String!) {\n  repository(owner: $owner, name: $name) {\n    pullRequests(last: 10, states: OPEN) {\n      nodes { number title author { login } }\n    }\n  }\n}',
  },
  {
    tag: 'Ruby',
    versions: ['3.3'],
    language: 'ruby',
    filename: 'app.rb',
    concepts: [
      ['blocks', 'ブロック'],
      ['pattern matching', 'パターンマッチ'],
      ['Enumerable', 'Enumerable'],
      ['refinements', 'Refinements'],
    ],
    code: 'case { name: \'Ruby\', version: [3, 3] }\nin { name: String => name, version: [major, minor] }\n  puts "#{name} #{major}.#{minor}"\nend',
  },
  {
    tag: 'Rails',
    versions: ['7.1'],
    language: 'ruby',
    filename: 'app/models/article.rb',
    concepts: [
      ['Active Record scopes', 'スコープ'],
      ['Hotwire', 'Hotwire'],
      ['background jobs', 'バックグラウンドジョブ'],
      ['N+1 queries', 'N+1問題'],
    ],
    code: 'class Article < ApplicationRecord\n  belongs_to :user\n  has_many :comments, dependent: :destroy\n\n  scope :published, -> { where.not(published_at: nil).order(published_at: :desc) }\nend',
  },
  {
    tag: '機械学習',
    versions: [],
    language: 'python',
    filename: 'train.py',
    concepts: [
      ['cross validation', '交差検証'],
      ['feature scaling', '特徴量のスケーリング'],
      ['overfitting', '過学習'],
      ['gradient boosting', '勾配ブースティング'],
    ],
    code: 'from sklearn.datasets import load_iris\nfrom sklearn.ensemble import RandomForestClassifier\nfrom sklearn.model_selection import cross_val_score\n\nX, y = load_iris(return_X_y=True)\nscores = cross_val_score(RandomForestClassifier(random_state=0), X, y, cv=5)\nprint(scores.mean())',
  },
  {
    tag: 'Swift',
    versions: ['5.10'],
    language: 'swift',
    filename: 'ContentView.swift',
    concepts: [
      ['SwiftUI state', 'SwiftUIの状態管理'],
      ['async/await', 'async/await'],
      ['optionals', 'オプショナル'],
      ['protocols', 'プロトコル'],
    ],
    code: 'import SwiftUI\n\nstruct ContentView: View {\n    @State private var name = ""\n    var body: some View {\n        TextField("Name", text: $name)\n        Text("Hello, \\(name)")\n    }\n}',
  },
  {
    tag: 'Kotlin',
    versions: ['2.0'],
    language: 'kotlin',
    filename: 'Main.kt',
    concepts: [
      ['coroutines', 'コルーチン'],
      ['sealed classes', 'sealed class'],
      ['extension functions', '拡張関数'],
      ['null safety', 'Null安全'],
    ],
    code: 'sealed interface Result<out T> {\n    data class Ok<T>(val value: T) : Result<T>\n    data class Err(val message: String) : Result<Nothing>\n}\n\nfun parse(text: String): Result<Int> =\n    text.toIntOrNull()?.let { Result.Ok(it) } ?: Result.Err("not a number: $text")',
  },
];

/** Tags that are added beside a topic's own tag. */
export const extraTags = [
  '初心者',
  '備忘録',
  '個人開発',
  'tips',
  '設計',
  'テスト',
  'パフォーマンス',
  'セキュリティ',
  'Beginner',
  'Productivity',
];

export const englishTitles: Array<(tag: string, concept: string) => string> = [
  (tag, concept) => `A practical guide to ${concept} in ${tag}`,
  (tag, concept) => `${tag}: ${concept} explained with examples`,
  (tag, concept) => `What I learned debugging ${concept} in ${tag}`,
  (tag, concept) => `Five tips for ${concept} (${tag})`,
  (tag, concept) => `Getting ${concept} right in ${tag}`,
];

export const japaneseTitles: Array<(tag: string, concept: string) => string> = [
  (tag, concept) => `${tag}の${concept}を完全に理解する`,
  (tag, concept) => `【${tag}】${concept}入門`,
  (tag, concept) => `${tag}で${concept}を使ってハマった話`,
  (tag, concept) => `今さら聞けない${tag}の${concept}`,
  (tag, concept) => `${tag}の${concept}についてのメモ`,
];

export const englishSentences = [
  'This post walks through the setup I use at work and the pitfalls I hit on the way.',
  'The official documentation covers the basics, but a few details are easy to miss.',
  'I measured the difference on a small project and the result surprised me.',
  'Most of the time the default behaviour is fine; the exceptions are worth knowing.',
  'If you only remember one thing, remember to read the error message twice.',
  'The snippet below is the smallest example that still shows the problem.',
  'Feedback is welcome in the comments, especially if you know a cleaner way.',
  'We rolled this out to three services last quarter without a single incident.',
];

export const japaneseSentences = [
  '業務で使っている構成と、途中でハマったポイントをまとめます。',
  '公式ドキュメントに基本は書いてありますが、見落としやすい点がいくつかあります。',
  '小さなプロジェクトで計測してみたところ、意外な結果になりました。',
  'ほとんどの場合はデフォルトの挙動で問題ありませんが、例外を知っておくと安心です。',
  'エラーメッセージは二度読むのが大事です。',
  '以下は問題を再現できる最小のコードです。',
  'もっと良い方法をご存じの方はコメントで教えてください。',
  '先月チームの三つのサービスに導入しましたが、特に問題は起きていません。',
];

export const englishComments = [
  'Thanks, this saved me an afternoon.',
  'Nice write-up! Does this also work with the latest version?',
  'I ran into the same issue; the workaround in the second section fixed it.',
  'Small typo in the code block: the closing brace is missing.',
  'Great summary. Bookmarked.',
];

export const japaneseComments = [
  'とても参考になりました！ありがとうございます。',
  '最新バージョンでも同じ方法で動きますか？',
  '同じところでハマっていたので助かりました。',
  'コードブロックの閉じ括弧が抜けているようです。',
  'わかりやすいまとめありがとうございます。ストックしました。',
];

export const operatingSystems = ['macOS 14', 'Ubuntu 24.04', 'Windows 11', 'Debian 12'];
