import { Form, Input, Modal, Radio } from 'antd';
import { useEnv } from '../../registry';
import type { ViewType } from '../../schemas/generated/saved-view';
import { typesOffered, VIEW_NAME_MAX } from '../core/saved-view-state';

interface SaveAsValues {
  name: string;
  type: ViewType;
}

interface SaveAsDialogProps {
  open: boolean;
  initialName: string;
  canShare: boolean;
  onSubmit(name: string, type: ViewType): Promise<boolean>;
  onClose(): void;
}

/** The save-as-new-view dialog (spec 001 screen 12): name (required, at most 20) and type (共享 only with the permission). */
export function SaveAsDialog({ open, initialName, canShare, onSubmit, onClose }: SaveAsDialogProps) {
  const env = useEnv();
  const [form] = Form.useForm<SaveAsValues>();
  const submit = async () => {
    let values: SaveAsValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    if (await onSubmit(values.name, values.type)) onClose();
  };
  return (
    <Modal open={open} title={env.t('views.saveAs')} okText={env.t('views.ok')} cancelText={env.t('views.cancel')} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      {/* Its starting values as the form mounts, each opening (destroyOnHidden): set from an effect, they reached
          the form before the dialog had mounted it, and antd warned that the form was not connected. */}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ name: initialName, type: 1 }} onFinish={() => void submit()}>
        <Form.Item
          name="name"
          label={env.t('views.name')}
          rules={[
            { required: true, whitespace: true, message: env.t('views.nameRequired') },
            { max: VIEW_NAME_MAX, message: env.t('views.nameTooLong', { max: VIEW_NAME_MAX }) },
          ]}
        >
          <Input aria-label={env.t('views.name')} />
        </Form.Item>
        <Form.Item name="type" label={env.t('views.type')} rules={[{ required: true, message: env.t('views.typeRequired') }]}>
          <Radio.Group aria-label={env.t('views.type')} options={typesOffered(canShare).map((type) => ({ value: type, label: env.t(type === 1 ? 'views.typePersonal' : 'views.typeShared') }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
