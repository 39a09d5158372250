/** Demo staff accounts; their passwords are printed in the README (demo only, change them in production). */
export const DEMO_STAFF = [
  { email: 'admin@example.jp', password: 'admin-pass-2026', name: '管理 太郎', roles: ['admin'] },
  { email: 'editor@example.jp', password: 'editor-pass-2026', name: '編集 花子', roles: ['editor'] },
  { email: 'marketer@example.jp', password: 'marketer-pass-2026', name: '販促 次郎', roles: ['marketer'] },
  { email: 'support@example.jp', password: 'support-pass-2026', name: '応対 三郎', roles: ['support'] },
  { email: 'reviewer@example.jp', password: 'reviewer-pass-2026', name: '審査 四郎', roles: ['reviewer'] },
] as const
