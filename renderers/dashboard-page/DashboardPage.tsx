import { Col, Row, Typography } from 'antd';
import { RenderSchema, useEnv, type RendererProps } from '../../registry';
import type { DashboardPageSchema } from '../../schemas/generated/dashboard-page';

/**
 * A dashboard page (issue 23, page_type 4): its charts in a grid, each as wide as its `span` of 24 on a wide
 * screen and full width on a phone; each chart loads its own data, so a slow or forbidden one holds up no other.
 */
export function DashboardPage({ schema, path }: RendererProps<DashboardPageSchema>) {
  const env = useEnv();
  return (
    <section data-testid="dashboard-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {schema.title ?? env.t('charts.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {schema.charts.map((chart, i) => (
          <Col key={i} xs={24} lg={chart.span ?? 12}>
            <RenderSchema schema={chart} path={`${path}/charts/${i}`} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

export default DashboardPage;
