import { Card, Typography } from '@trellis/ui/antd';
import { useSite } from '@trellis/platform/site';

const { Title, Paragraph } = Typography;

/** /terms-and-conditions: the legal text, naming the site by its brand (by its host name until the site's config is known). */
export function TermsPage() {
  const site = useSite((state) => state.config?.site.brand_name) ?? window.location.hostname;
  return (
    <Card style={{ maxWidth: 840, margin: '0 auto' }}>
      <article aria-labelledby="terms-heading">
        <Title id="terms-heading" level={1}>
          Terms and Conditions
        </Title>
        <Paragraph>
          These terms govern your use of {site} (the &quot;Site&quot;). By creating an account or using the Site you accept them. If you do
          not agree, please do not use the Site.
        </Paragraph>
        <Title level={2}>Your account</Title>
        <Paragraph>
          You are responsible for the information you give when registering on {site}, for keeping your password secret and for everything
          done with your account. Tell us at once if you believe someone else has used it.
        </Paragraph>
        <Title level={2}>Content you share</Title>
        <Paragraph>
          You keep the rights to what you post. You allow {site} to show it to the members and groups you share it with. Do not post
          anything that is unlawful, misleading, or that infringes the rights of others; we may remove such content and suspend the accounts
          that post it.
        </Paragraph>
        <Title level={2}>Links and link requests</Title>
        <Paragraph>
          {site} may link to sites run by others; we are not responsible for their content. Requests to add, change or remove a link on{' '}
          {site} are reviewed by hand and take 2 to 3 weeks to process.
        </Paragraph>
        <Title level={2}>Memberships and payments</Title>
        <Paragraph>
          Paid memberships and programs are billed as shown at checkout. Unless stated otherwise, payments for a period that has started are
          not refunded.
        </Paragraph>
        <Title level={2}>Privacy</Title>
        <Paragraph>
          We use your personal data to run your account and the services you ask for, and we do not sell it. You may ask us to correct it at
          any time. From your account page you can download everything we hold about you, and delete your account: that erases your personal
          data and the files you uploaded, and takes you out of every group; the messages you sent stay with the people you sent them to,
          shown as from a deleted account.
        </Paragraph>
        <Title level={2}>Changes</Title>
        <Paragraph>
          We may update these terms. The version published on {site} applies from the date it is published; continuing to use the Site means
          you accept it.
        </Paragraph>
      </article>
    </Card>
  );
}
