// Imported first by serve.ts, before anything reads the environment: the server only serves production builds,
// as `next start` does (which sets the same).
;(process.env as Record<string, string>).NODE_ENV = 'production'
