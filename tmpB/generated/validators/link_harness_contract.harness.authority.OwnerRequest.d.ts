export declare const validate: typeof validate20;
export default validate20;
declare function validate20(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate20 {
    var evaluated: {
        props: {
            request_id: boolean;
            session_id: boolean;
            attempt_id: boolean;
            generation: boolean;
            call: boolean;
            status: boolean;
            claimed: boolean;
            recovery_required: boolean;
            created_at: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
