import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BalanceCard } from './balance-card';

describe('BalanceCard', () => {
  it('shows Unlimited when the credit limit is -1, whatever the balance', () => {
    render(
      <BalanceCard wallet={{ balance: '987.65', limit_of_credit: '-1', is_multiple_wallet: 0, game_wallet: null }} />,
    );
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('Unlimited');
    expect(screen.queryByText('987.65')).not.toBeInTheDocument();
  });

  it('rounds the balance down to 2 decimals with thousands separators', () => {
    render(
      <BalanceCard
        wallet={{ balance: '1234567.899', limit_of_credit: '2000000', is_multiple_wallet: 0, game_wallet: '50' }}
      />,
    );
    expect(screen.getByText('1,234,567.89')).toBeInTheDocument();
    expect(screen.queryByText('Game wallet')).not.toBeInTheDocument();
  });

  it('adds the game wallet only for multi-wallet users', () => {
    render(
      <BalanceCard
        wallet={{ balance: '0.019', limit_of_credit: '100', is_multiple_wallet: 1, game_wallet: '5320.5' }}
      />,
    );
    expect(screen.getByText('0.01')).toBeInTheDocument();
    expect(screen.getByText('Game wallet')).toBeInTheDocument();
    expect(screen.getByText('5,320.50')).toBeInTheDocument();
  });
});
