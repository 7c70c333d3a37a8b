import type { OrgTable } from '../tables.js';

interface OrgSeed {
  id: number;
  name: string;
  short?: string;
  type: OrgTable['type'];
  children?: OrgSeed[];
}

/** A group with two bureaus, three companies (one a subsidiary), entities and departments three levels deep. */
const tree: OrgSeed = {
  id: 1, name: '华科控股集团有限公司', short: '华科集团', type: 'group', children: [
    { id: 2, name: '华东大区', type: 'bureau', children: [
      { id: 3, name: '上海华科供应链有限公司', short: '上海华科', type: 'company', children: [
        { id: 4, name: '上海华科国际贸易有限公司', short: '华科国贸', type: 'entity', children: [
          { id: 5, name: '销售中心', type: 'department', children: [
            { id: 6, name: '华东销售部', type: 'department', children: [
              { id: 7, name: '销售一组', type: 'department' },
              { id: 8, name: '销售二组', type: 'department' },
            ] },
            { id: 9, name: '大客户部', type: 'department' },
          ] },
          { id: 10, name: '财务部', type: 'department' },
        ] },
        { id: 11, name: '上海华科仓储物流有限公司', short: '华科仓储', type: 'entity', children: [
          { id: 12, name: '仓储运营部', type: 'department' },
          { id: 13, name: '综合管理部', type: 'department' },
        ] },
        { id: 14, name: '杭州华科能源贸易有限公司', short: '杭州华科', type: 'company', children: [
          { id: 15, name: '杭州华科能源贸易有限公司（经营主体）', short: '杭州能源', type: 'entity', children: [
            { id: 16, name: '能源销售部', type: 'department', children: [
              { id: 17, name: '化工品销售组', type: 'department' },
            ] },
            { id: 18, name: '财务部', type: 'department' },
          ] },
        ] },
      ] },
    ] },
    { id: 19, name: '华南大区', type: 'bureau', children: [
      { id: 20, name: '深圳华科进出口有限公司', short: '深圳华科', type: 'company', children: [
        { id: 21, name: '深圳华科进出口有限公司（经营主体）', short: '深圳进出口', type: 'entity', children: [
          { id: 22, name: '进出口业务部', type: 'department', children: [
            { id: 23, name: '东南亚业务组', type: 'department' },
          ] },
          { id: 24, name: '财务部', type: 'department' },
        ] },
      ] },
    ] },
  ],
};

interface Inherited {
  path: string;
  pathName: string;
  company: number | null;
  entity: number | null;
  bureau: number | null;
  parentCompany: number | null;
}

function flatten(node: OrgSeed, pid: number | null, up: Inherited, out: OrgTable[], sort: number): void {
  const path = `${up.path}${node.id}/`;
  const pathName = up.pathName ? `${up.pathName}/${node.name}` : node.name;
  const isCompany = node.type === 'company';
  const here: Inherited = {
    path,
    pathName,
    company: isCompany ? node.id : up.company,
    entity: node.type === 'entity' ? node.id : up.entity,
    bureau: node.type === 'bureau' ? node.id : up.bureau,
    parentCompany: isCompany ? up.company : up.parentCompany,
  };
  out.push({
    id: node.id,
    pid,
    name: node.name,
    short_name: node.short ?? node.name,
    type: node.type,
    path,
    path_name: pathName,
    company_org_id: here.company,
    entity_org_id: here.entity,
    bureau_org_id: here.bureau,
    parent_company_org_id: here.parentCompany,
    sort,
  });
  node.children?.forEach((child, i) => flatten(child, node.id, here, out, i));
}

export function organisationRows(): OrgTable[] {
  const out: OrgTable[] = [];
  flatten(tree, null, { path: '/', pathName: '', company: null, entity: null, bureau: null, parentCompany: null }, out, 0);
  return out;
}

/** A position is an org node under the department it belongs to. */
export function positionOrg(id: number, name: string, department: OrgTable): OrgTable {
  return {
    ...department,
    id,
    pid: department.id,
    name,
    short_name: name,
    type: 'position',
    path: `${department.path}${id}/`,
    path_name: `${department.path_name}/${name}`,
  };
}
