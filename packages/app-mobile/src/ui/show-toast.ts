// A short confirmation in antd-mobile's Toast, once the kit's React 19 renderer is in (see ui-kit-renderer.ts).
import Toast from 'antd-mobile/es/components/toast';
import { ensureUiKitRenderer } from './ui-kit-renderer';

export async function showToast(content: string): Promise<void> {
  await ensureUiKitRenderer();
  Toast.show({ content });
}
