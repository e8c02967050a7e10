// The public surface of @fairpass/test-fixtures: the contract server and the seeded values tests use.
export { startContractServer } from './server/start-contract-server';
export type { ContractServer, ContractServerOptions } from './server/start-contract-server';
export { FaultSwitches } from './server/faults';
export type { Fault } from './server/faults';
export { ContractState } from './server/state';
export type { SentCode, StoredUpload, StoredWrite } from './server/state';
export type { UserRecord } from './server/user-record';
export { RC } from './server/context';
export { SEED } from './data/seed.constants';
export { computeJsSdkSignature, JSSDK_WORKED_EXAMPLE } from './server/signature';
export type { SettleResult } from './server/ticketing/ticketing-hooks.routes';
export type { CodeVerdict } from './server/ticketing/wallet';
export { weixinJsBridgeDouble } from './test-support/weixin-jsbridge-double';
