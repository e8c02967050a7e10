// Browser tests need Debian's chromium and CJK fonts (never a downloaded browser). Installs them when
// missing and allowed (root with apt-get), otherwise says what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasCjkFont = () => {
  try {
    return /Noto Sans CJK/i.test(execSync('fc-list', { encoding: 'utf8' }));
  } catch {
    return false;
  }
};

if (existsSync(chromium) && hasCjkFont()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(`Browser tests need ${chromium} and CJK fonts: sudo apt-get install chromium fonts-noto-cjk`);
  process.exit(1);
}
console.log('Installing Debian chromium and fonts-noto-cjk for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', {
  stdio: 'inherit',
});
