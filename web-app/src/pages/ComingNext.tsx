import { Card, Message } from '@tongshu/web-ui';
import { PageHeader } from '../components/PageHeader';

/** A signed-in page whose issue has not landed yet. */
export default function ComingNext({ title }: { readonly title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Message tone="info" title="Coming next">
          This page is being built and arrives with an upcoming release.
        </Message>
      </Card>
    </>
  );
}
