import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { realtimeBlock, standaloneConfig } from './nginx-config.mjs';

const NGINX = '/usr/sbin/nginx';

describe('the real-time upstream', () => {
  const block = realtimeBlock({
    listen: '443',
    serverName: 'ws.example.com',
    nodes: ['10.0.0.11:6001', '10.0.0.12:6001'],
    backups: ['10.0.0.13:6001'],
  });

  it('lists every node, the backup last and marked as such', () => {
    const servers = block.match(/^\s*server \S+.*;$/gm)!.map((line) => line.trim());
    expect(servers).toEqual([
      'server 10.0.0.11:6001 max_fails=1 fail_timeout=10s;',
      'server 10.0.0.12:6001 max_fails=1 fail_timeout=10s;',
      'server 10.0.0.13:6001 max_fails=1 fail_timeout=10s backup;',
    ]);
    expect(block).toContain('listen 443;');
    expect(block).toContain('server_name ws.example.com;');
  });

  it('passes the WebSocket handshake on and keeps a socket open longer than pusher-js stays silent', () => {
    expect(block).toContain('proxy_http_version 1.1;');
    expect(block).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(block).toMatch(/map \$http_upgrade \$backoffice_realtime_connection \{\s+default upgrade;\s+"" close;/);
    expect(block).toContain('proxy_set_header Connection $backoffice_realtime_connection;');
    // pusher-js's own activity timeout is 120 s; soketi offers 30 s.
    expect(Number(block.match(/proxy_read_timeout (\d+)s;/)![1])).toBeGreaterThan(120);
  });

  it('needs at least one node', () => {
    expect(() => realtimeBlock({ nodes: [] })).toThrow(/--realtime-node/);
  });

  it.runIf(existsSync(NGINX))('is a configuration nginx accepts, alone in a standalone nginx.conf', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nginx-realtime-'));
    try {
      const config = standaloneConfig({
        runDir: dir,
        accessLog: 'access.log',
        realtime: { listen: '127.0.0.1:6001', nodes: ['127.0.0.1:7001'], backups: ['127.0.0.1:7002'] },
      });
      writeFileSync(path.join(dir, 'nginx.conf'), config);
      const result = spawnSync(NGINX, ['-t', '-e', 'stderr', '-p', dir, '-c', 'nginx.conf'], { encoding: 'utf8' });
      expect(result.stderr).toMatch(/test is successful/);
      expect(config).not.toContain('map $status $backoffice_asset_cache');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
