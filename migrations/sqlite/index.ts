import * as migration_20261122_074742_initial from './20261122_074742_initial';

export const migrations = [
  {
    up: migration_20261122_074742_initial.up,
    down: migration_20261122_074742_initial.down,
    name: '20261122_074742_initial'
  },
];
