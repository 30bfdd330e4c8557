import { Alert, Button, Flex, Modal, Typography } from '@trellis/ui/antd';
import { useState } from 'react';
import { MESSAGES } from '@trellis/contracts/messages';
import { makeMembershipCard } from './membershipCalls.ts';

/**
 * Membership Card, for a member whose plan grants one: makes the card on the server and shows its image, with a
 * link to save it.
 */
export function MembershipCardButton() {
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  async function open() {
    setBusy(true);
    setFailed(false);
    try {
      setCard(await makeMembershipCard());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={8} align="start">
      <Button onClick={open} loading={busy}>
        {MESSAGES.membership.membershipCard}
      </Button>
      {failed ? <Alert type="error" showIcon title={MESSAGES.membership.membershipCardFailed} /> : null}
      <Modal open={card !== null} title={MESSAGES.membership.membershipCard} footer={null} onCancel={() => setCard(null)} width={560}>
        {card ? (
          <Flex vertical gap={12} align="center">
            <img src={card} alt="Your membership card" style={{ width: '100%', height: 'auto' }} />
            <Typography.Link href={card} download="membership-card.svg">
              Save the card
            </Typography.Link>
          </Flex>
        ) : null}
      </Modal>
    </Flex>
  );
}
