import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxMain, nginxSite } from '../deploy/nginx-config';

const example = { ports: [3001, 3002], distDir: '/srv/rm/dist', listen: 80, serverName: 'jobs.example.com', brotli: true };
const hasNginx = spawnSync('nginx', ['-v']).status === 0;

describe('the nginx configuration', () => {
  it('deploy/nginx/rm.conf is what the generator writes (regenerate it with npm run deploy:nginx)', () => {
    expect(readFileSync('deploy/nginx/rm.conf', 'utf8')).toBe(nginxSite(example));
  });

  it('sends hashed assets immutable and precompressed, sockets sticky with the upgrade, and the client address in X-Forwarded-For', () => {
    const site = nginxSite(example);
    expect(site).toMatch(/location \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
    expect(site).toContain('gzip_static on;');
    expect(site).toContain('brotli_static on;');
    expect(site).toMatch(/upstream rm_socket \{\s*hash \$remote_addr consistent;/);
    expect(site).toMatch(/location \/im\/socket\.io\/ \{[^}]*proxy_set_header Upgrade \$http_upgrade;/);
    expect(site.match(/proxy_set_header X-Forwarded-For \$remote_addr;/g)).toHaveLength(2);
    expect(nginxSite({ ...example, brotli: false })).not.toContain('brotli');
  });

  it.skipIf(!hasNginx)("is accepted by Debian's nginx (nginx -t)", () => {
    const prefix = mkdtempSync(join(tmpdir(), 'rm-nginx-t-'));
    try {
      for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, d));
      const brotli = spawnSync('test', ['-e', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so']).status === 0;
      writeFileSync(join(prefix, 'nginx.conf'), nginxMain({ ...example, listen: '127.0.0.1:3239', brotli, prefix }));
      const r = spawnSync('nginx', ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
