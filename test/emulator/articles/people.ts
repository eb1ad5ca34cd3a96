// The seeded people and teams. `devdesk_user` owns the seeded access tokens: admin of team alpha, plain member of
// team beta, so both sides of admin-only endpoints can be exercised.

export const tokenOwnerId = 'devdesk_user';

export interface Person {
  id: string;
  name: string;
  location?: string;
  organization?: string;
  description?: string;
  github?: string;
  twitter?: string;
  teamOnly?: boolean;
}

export const people: Person[] = [
  {
    id: tokenOwnerId,
    name: 'DevDesk User',
    location: 'Tokyo, Japan',
    description: 'Trying DevDesk against the emulator.',
    github: 'devdesk-user',
  },
  {
    id: 'yamada_taro',
    name: '山田 太郎',
    location: '東京',
    organization: 'Alpha Inc.',
    description: 'バックエンドエンジニア。Go と PostgreSQL が好き。',
    github: 'yamada-taro',
    twitter: 'yamada_taro',
  },
  {
    id: 'suzuki_hanako',
    name: '鈴木 花子',
    location: '大阪',
    organization: 'Alpha Inc.',
    description: 'フロントエンドと a11y。',
  },
  {
    id: 'sato_kenji',
    name: '佐藤 健二',
    location: '福岡',
    description: 'インフラ担当。Kubernetes 運用中。',
    github: 'sato-kenji',
  },
  { id: 'tanaka_yui', name: '田中 結衣', location: '名古屋', organization: 'Alpha Inc.' },
  { id: 'takahashi_ren', name: '高橋 蓮', description: '機械学習エンジニア見習い。', twitter: 'ren_ml' },
  { id: 'watanabe_mio', name: '渡辺 澪', location: '札幌' },
  { id: 'ito_sho', name: '伊藤 翔', organization: 'Alpha Inc.', github: 'ito-sho' },
  { id: 'nakamura_aoi', name: '中村 葵', description: 'Rust と WebAssembly。' },
  { id: 'kobayashi_daiki', name: '小林 大輝', location: '横浜', twitter: 'daiki_k' },
  {
    id: 'kato_sakura',
    name: '加藤 さくら',
    location: '京都',
    organization: 'Beta Works',
    description: 'Beta Works の CTO。',
    github: 'kato-sakura',
  },
  { id: 'yoshida_haruto', name: '吉田 陽翔' },
  { id: 'yamamoto_rin', name: '山本 凛', location: '仙台', description: 'iOS / Swift。' },
  {
    id: 'alice_dev',
    name: 'Alice Martin',
    location: 'Lyon, France',
    organization: 'Alpha Inc.',
    description: 'TypeScript all the things.',
    github: 'alice-dev',
  },
  { id: 'bob_codes', name: 'Bob Chen', location: 'Vancouver', github: 'bobcodes', twitter: 'bob_codes' },
  { id: 'carol_ops', name: 'Carol Smith', location: 'Dublin', description: 'SRE. On call more often than not.' },
  { id: 'dave_rustacean', name: 'Dave Müller', location: 'Berlin', organization: 'Beta Works', github: 'dave-rs' },
  { id: 'erin_ml', name: 'Erin Okafor', location: 'Lagos', description: 'Data and models.' },
  { id: 'frank_frontend', name: 'Frank Rossi', location: 'Milan', organization: 'Beta Works' },
  { id: 'grace_sre', name: 'Grace Kim', location: 'Seoul', github: 'grace-sre' },
  {
    id: 'heidi_data',
    name: 'Heidi Larsen',
    location: 'Oslo',
    organization: 'Beta Works',
    description: 'SQL whisperer.',
  },
  { id: 'ivan_go', name: 'Ivan Petrov', location: 'Tallinn', twitter: 'ivan_go' },
  { id: 'judy_mobile', name: 'Judy Nguyen', location: 'Ho Chi Minh City', organization: 'Beta Works' },
  { id: 'mallory_sec', name: 'Mallory Brown', description: 'Security reviews and threat models.' },
  { id: 'alpha_intern', name: 'Alpha Intern', teamOnly: true },
  { id: 'beta_contractor', name: 'Beta Contractor', teamOnly: true },
];

export interface TeamPlan {
  id: string;
  name: string;
  members: Array<[userId: string, role: 'owner' | 'admin' | 'member']>;
  groups: Array<{ urlName: string; name: string; description: string; private: boolean; members: string[] }>;
  templates: Array<{
    name: string;
    title: string;
    body: string;
    tags: Array<[string, string[]]>;
    coedit: boolean;
    group: string | null;
  }>;
  itemCount: number;
}

export const teamPlans: TeamPlan[] = [
  {
    id: 'alpha',
    name: 'Alpha Inc.',
    members: [
      ['yamada_taro', 'owner'],
      [tokenOwnerId, 'admin'],
      ['suzuki_hanako', 'member'],
      ['sato_kenji', 'member'],
      ['tanaka_yui', 'member'],
      ['ito_sho', 'member'],
      ['alice_dev', 'member'],
      ['bob_codes', 'member'],
      ['carol_ops', 'member'],
      ['erin_ml', 'member'],
      ['grace_sre', 'member'],
      ['alpha_intern', 'member'],
    ],
    groups: [
      {
        urlName: 'engineering',
        name: 'Engineering',
        description: '開発チーム全員',
        private: false,
        members: [
          tokenOwnerId,
          'yamada_taro',
          'sato_kenji',
          'alice_dev',
          'bob_codes',
          'carol_ops',
          'grace_sre',
          'ito_sho',
        ],
      },
      {
        urlName: 'design',
        name: 'Design',
        description: 'デザインチーム (private)',
        private: true,
        members: ['suzuki_hanako', 'tanaka_yui'],
      },
      {
        urlName: 'leadership',
        name: 'Leadership',
        description: 'Managers only',
        private: true,
        members: [tokenOwnerId, 'yamada_taro'],
      },
    ],
    templates: [
      {
        name: '日報',
        title: '日報 %{Year}/%{month}/%{day}',
        coedit: false,
        group: null,
        body: '# 今日やったこと\n- \n\n# 明日やること\n- \n\n# 所感\n\n<!-- %{Year}年%{month}月%{day}日 -->\n',
        tags: [
          ['日報', []],
          ['日報/%{Year}/%{month}', []],
        ],
      },
      {
        name: 'Weekly MTG',
        title: 'Weekly MTG on %{Year}/%{month}/%{day}',
        coedit: true,
        group: 'engineering',
        body: '## Agenda\n1. Last week\n2. This week\n3. Blockers\n\n## Notes (%{Year}-%{month}-%{day})\n',
        tags: [['MTG/%{Year}/%{month}/%{day}', ['0.0.1']]],
      },
      {
        name: '障害報告',
        title: '【障害報告】%{Year}-%{month}-%{day} ',
        coedit: true,
        group: 'leadership',
        body: '## 概要\n\n## 影響範囲\n\n## タイムライン\n| 時刻 | 出来事 |\n|---|---|\n| %{Year}/%{month}/%{day} 00:00 | |\n\n## 再発防止策\n',
        tags: [
          ['障害報告', []],
          ['postmortem', []],
        ],
      },
      {
        name: 'Release notes',
        title: 'Release notes %{Year}.%{month}.%{day}',
        coedit: false,
        group: null,
        body: '## Added\n- \n\n## Fixed\n- \n\n```bash\ngit log --oneline v%{Year}.%{month}.%{day}..HEAD\n```\n',
        tags: [['release', []]],
      },
    ],
    itemCount: 70,
  },
  {
    id: 'beta',
    name: 'Beta Works',
    members: [
      ['kato_sakura', 'owner'],
      ['dave_rustacean', 'admin'],
      [tokenOwnerId, 'member'],
      ['frank_frontend', 'member'],
      ['heidi_data', 'member'],
      ['ivan_go', 'member'],
      ['judy_mobile', 'member'],
      ['beta_contractor', 'member'],
    ],
    groups: [
      {
        urlName: 'platform',
        name: 'Platform',
        description: 'Platform and infrastructure',
        private: false,
        members: ['kato_sakura', 'dave_rustacean', tokenOwnerId, 'ivan_go'],
      },
      {
        urlName: 'sales',
        name: 'Sales',
        description: 'Sales team (private)',
        private: true,
        members: ['kato_sakura', 'judy_mobile'],
      },
    ],
    templates: [
      {
        name: 'Sprint retro',
        title: 'Sprint retro %{Year}/%{month}/%{day}',
        coedit: true,
        group: null,
        body: '## Keep\n- \n\n## Problem\n- \n\n## Try\n- \n',
        tags: [
          ['retro', []],
          ['sprint/%{Year}-%{month}', []],
        ],
      },
      {
        name: '議事録',
        title: '議事録 %{Year}年%{month}月%{day}日',
        coedit: false,
        group: 'platform',
        body: '## 参加者\n- \n\n## 決定事項\n- \n',
        tags: [['議事録', []]],
      },
    ],
    itemCount: 40,
  },
];
