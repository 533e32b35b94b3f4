import type { WidgetDefinition } from '../../runtime/registry';
import { WalletFlow } from './wallet-flow';
import { walletFlowPropsSchema } from './schema';

/** The wallet: balance, top up, and the statement of every entry (wallet-flow-detail). */
export const walletFlowWidget: WidgetDefinition<typeof walletFlowPropsSchema> = {
  type: 'wallet-flow',
  propsSchema: walletFlowPropsSchema,
  defaultProps: walletFlowPropsSchema.parse({}),
  render: WalletFlow,
  editor: { title: '钱包明细', icon: '👛' },
};
export default walletFlowWidget;
