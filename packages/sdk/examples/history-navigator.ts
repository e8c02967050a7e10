// The /pc/ desktop site's navigation port now ships with the SDK: `import { HistoryNavigator } from '@fairpass/sdk'`.
export { HistoryNavigator, type BrowserHistory } from '../src/navigation/history.navigator';
