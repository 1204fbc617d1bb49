package graph

// webhookIDs parses a company id and the id of one of its webhook
// resources (what names it in the NOT_FOUND error).
func webhookIDs(companyID, id, what string) (cid, n int64, err error) {
	if cid, err = parseID(companyID, "company"); err != nil {
		return 0, 0, err
	}
	if n, err = parseID(id, what); err != nil {
		return 0, 0, err
	}
	return cid, n, nil
}
