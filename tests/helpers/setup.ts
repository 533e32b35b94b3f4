import { wireAntdMobileForReact19 } from '../../src/runtime/antd-react19';

// Client tests render antd-mobile's imperative Toast and Dialog, which need this under React 19.
wireAntdMobileForReact19();
