// A material's file is a signed address the app opens in the browser: it goes through the core's check
// of signed addresses (operations/safe-address.ts: the API's origin or the redirect allowlist), as an
// invoice's PDF does. The domain types `url` as a plain string, so one not passed on reads as "".
import type { Material } from '@fairpass/domain/information';
import { withSafeAddress } from '../operations/safe-address';

/** The material with its `url` as "" when that address is not on `origins`; else the very same material. */
export const withSafeMaterialUrl = (material: Material, origins: readonly string[]): Material => withSafeAddress(material, 'url', origins, 'blank');
