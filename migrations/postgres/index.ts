import * as migration_20261122_074759_initial from './20261122_074759_initial';

export const migrations = [
  {
    up: migration_20261122_074759_initial.up,
    down: migration_20261122_074759_initial.down,
    name: '20261122_074759_initial'
  },
];
