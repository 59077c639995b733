import { toMoneyString } from 'shared-lib/domain';

/** numeric(10,2) columns travel as exact decimal strings ("9.50"), never as floats. */
export const moneyColumn = {
  to: (value: string | null | undefined) => (value === null || value === undefined ? value : toMoneyString(value)),
  from: (value: string | null) => (value === null ? null : toMoneyString(value)),
};
